// The baseline of the frame-tick benchmark: one frame of `count` values of four numbers each
// animating along a cubic Bezier timing curve, written as a plain C loop. For each value i
// (numbers 4i...4i+3): out = base + interval * curve((now - begin[i]) / duration), the curve
// solved as Cadence's `CubicSolver` solves it (Newton steps, then bisection, results on a grid
// of 2^-20). A program of its own (CadenceBenchmarks runs it and prints the ratio), so that
// the Swift benchmark carries no C debug information: valgrind 3.19 cannot read clang's.
//
// Usage: CadenceCLoop COUNT FRAMES; prints the nanoseconds per value per frame.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

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

static void frame(const double *base, const double *interval, const double *begin,
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

int main(int argc, char **argv) {
  long count = argc > 1 ? atol(argv[1]) : 10000;
  long frames = argc > 2 ? atol(argv[2]) : 60;
  if (count < 1 || frames < 1) {
    fprintf(stderr, "usage: CadenceCLoop COUNT FRAMES\n");
    return 2;
  }
  double *base = calloc(4 * count, sizeof(double));
  double *interval = calloc(4 * count, sizeof(double));
  double *begin = calloc(count, sizeof(double));
  double *out = calloc(4 * count, sizeof(double));
  if (!base || !interval || !begin || !out) return 1;
  for (long i = 0; i < count; i++) interval[4 * i] = 100;
  const double step = 1.0 / 120;
  double now = 0;
  for (int i = 0; i < 10; i++) {
    now += step;
    frame(base, interval, begin, 60, now, 0.42, 0, 0.58, 1, out, count);
  }
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  for (long f = 0; f < frames; f++) {
    now += step;
    frame(base, interval, begin, 60, now, 0.42, 0, 0.58, 1, out, count);
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  double elapsed = (end.tv_sec - start.tv_sec) * 1e9 + (end.tv_nsec - start.tv_nsec);
  // The output is read, so that no compiler drops the loop.
  double check = 0;
  for (long i = 0; i < 4 * count; i++) check += out[i];
  printf("%.3f %.6f\n", elapsed / frames / count, check);
  return 0;
}
