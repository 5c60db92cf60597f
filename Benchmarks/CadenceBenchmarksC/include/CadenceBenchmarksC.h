#ifndef CADENCE_BENCHMARKS_C_H
#define CADENCE_BENCHMARKS_C_H

/// One frame of `count` values of four numbers each animating along a cubic Bezier timing
/// curve, written as a plain C loop: the baseline Cadence's frame tick is compared with.
/// For each value i (numbers 4i…4i+3): out = base + interval * curve((now - begin[i]) /
/// duration), the curve solved as Cadence's `CubicSolver` solves it (Newton steps, then
/// bisection, results on a grid of 2^-20).
void cadence_c_frame(const double *base, const double *interval, const double *begin,
                     double duration, double now, double x1, double y1, double x2,
                     double y2, double *out, long count);

#endif
