/*
 * svg.h: small inline SVG charts for the HTML report: horizontal bars and
 * lines across releases.  Static markup, no script; every label is
 * HTML-escaped; colours come from classes the report's CSS defines
 * (.c0 ... .c7), so the charts follow the page's palette.
 */
#ifndef TMOPT_SVG_H
#define TMOPT_SVG_H

#include <stdint.h>
#include <stdio.h>

/* Write s with & < > " ' escaped. */
void html_esc(FILE *out, const char *s);

/* Horizontal bar chart of n labelled values, in the given order; bar i
 * has colour class c<colour[i] % 8> (colour NULL: c<i % 8>), so a module
 * keeps its colour in every chart. */
void svg_bars(FILE *out, const char *title, const char *const *labels,
	      const uint64_t *values, size_t n, const unsigned *colour);

/* One line per series over nx points (x labels oldest first);
 * values[s * nx + x]; series s has colour colour[s] (NULL: s).  The value
 * axis has round ticks (1, 2, 2.5 or 5 times a power of ten). */
void svg_lines(FILE *out, const char *title, const char *const *xlabels,
	       size_t nx, const char *const *series, size_t ns,
	       const uint64_t *values, const unsigned *colour);

/* The round axis for values up to max: the tick step (1, 2, 2.5 or 5 x
 * 10^k) such that at most 'ticks' steps reach max, and the axis end
 * (a multiple of the step, at least max). */
uint64_t svg_nice_step(uint64_t max, unsigned ticks, uint64_t *end);

#endif
