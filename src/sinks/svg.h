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

/* Horizontal bar chart of n labelled values, in the given order. */
void svg_bars(FILE *out, const char *title, const char *const *labels,
	      const uint64_t *values, size_t n);

/* One line per series over nx points (x labels oldest first);
 * values[s * nx + x]. */
void svg_lines(FILE *out, const char *title, const char *const *xlabels,
	       size_t nx, const char *const *series, size_t ns,
	       const uint64_t *values);

#endif
