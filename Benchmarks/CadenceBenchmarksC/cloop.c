#include "CadenceBenchmarksC.h"

#include <math.h>

static const double epsilon = 1.0 / 1048576.0;

typedef struct {
  double ax, bx, cx, ay, by, cy;
} solver;

static inline double sample_x(const solver *s, double t) { return ((s->ax * t + s->bx) * t + s->cx) * t; }
static inline double sample_y(const solver *s, double t) { return ((s->ay * t + s->by) * t + s->cy) * t; }
static inline double derivative_x(const solver *s, double t) { return (3 * s->ax * t + 2 * s->bx) * t + s->cx; }

static inline double parameter(const solver *s, double x) {
  double t = x;
  for (int i = 0; i < 8; i++) {
    double error = sample_x(s, t) - x;
    if (fabs(error) < epsilon) return t;
    double slope = derivative_x(s, t);
    if (fabs(slope) < epsilon) break;
    t -= error / slope;
  }
  double low = 0, high = 1;
  t = x;
  if (t < low) return low;
  if (t > high) return high;
  while (low < high) {
    double sample = sample_x(s, t);
    if (fabs(sample - x) < epsilon) return t;
    if (x > sample) low = t; else high = t;
    t = (high - low) / 2 + low;
    if (high - low < epsilon / 2) break;
  }
  return t;
}

void cadence_c_frame(const double *base, const double *interval, const double *begin,
                     double duration, double now, double x1, double y1, double x2,
                     double y2, double *out, long count) {
  solver s;
  s.cx = 3 * x1;
  s.bx = 3 * (x2 - x1) - s.cx;
  s.ax = 1 - s.cx - s.bx;
  s.cy = 3 * y1;
  s.by = 3 * (y2 - y1) - s.cy;
  s.ay = 1 - s.cy - s.by;
  for (long i = 0; i < count; i++) {
    double progress = (now - begin[i]) / duration;
    progress = progress < 0 ? 0 : (progress > 1 ? 1 : progress);
    double fraction = round(sample_y(&s, parameter(&s, progress)) / epsilon) * epsilon;
    for (int k = 0; k < 4; k++) out[4 * i + k] = base[4 * i + k] + interval[4 * i + k] * fraction;
  }
}
