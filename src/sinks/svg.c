/*
 * svg.c: the report's charts (see svg.h).  Sizes are in SVG user units
 * with a viewBox, so a chart scales with its container; text uses the
 * page's font through CSS.
 */
#include "svg.h"
#include "report.h"

#include <string.h>

#define BAR_W 640
#define BAR_LABEL 170		/* room for labels left of the bars */
#define BAR_VALUE 90		/* room for the value right of a bar */
#define BAR_ROW 28
#define NCOLOURS 8

void html_esc(FILE *out, const char *s)
{
	for (; s && *s; s++) {
		switch (*s) {
		case '&': fputs("&amp;", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '"': fputs("&quot;", out); break;
		case '\'': fputs("&#39;", out); break;
		default: fputc(*s, out);
		}
	}
}

/* Label text cut to max characters (UTF-8 aware enough: never inside a
 * multi-byte sequence) with an ellipsis. */
static void label(FILE *out, const char *s, size_t max)
{
	size_t n = 0;
	const char *p = s;

	for (; *p && n < max; p++)
		if (((unsigned char)*p & 0xc0) != 0x80)
			n++;
	while (*p && ((unsigned char)*p & 0xc0) == 0x80)
		p++;
	if (!*p) {
		html_esc(out, s);
		return;
	}
	char buf[256];
	size_t len = (size_t)(p - s) < sizeof(buf) - 1 ? (size_t)(p - s) : sizeof(buf) - 1;
	memcpy(buf, s, len);
	buf[len] = 0;
	html_esc(out, buf);
	fputs("\xe2\x80\xa6", out);
}

uint64_t svg_nice_step(uint64_t max, unsigned ticks, uint64_t *end)
{
	static const unsigned m[] = { 10, 20, 25, 50 };	/* tenths */
	uint64_t p = 1;

	if (!ticks)
		ticks = 1;
	if (!max)
		max = 1;
	for (;;) {
		for (size_t i = 0; i < 4; i++) {
			uint64_t step = p * m[i] / 10;
			if (!step)
				continue;
			uint64_t k = (max + step - 1) / step;
			if (k <= ticks) {
				*end = k * step;
				return step;
			}
		}
		if (p > UINT64_MAX / 10) {
			*end = max;
			return max;
		}
		p *= 10;
	}
}

/* A round tick value, short: "750", "2,500", "25 k", "2.5 M". */
static char *tick(uint64_t v, char *buf)
{
	return report_scaled(v, buf, true);
}

void svg_bars(FILE *out, const char *title, const char *const *labels,
	      const uint64_t *values, size_t n, const unsigned *colour)
{
	uint64_t max = 1;
	unsigned h = (unsigned)(n ? n : 1) * BAR_ROW + 8;
	char num[32];

	for (size_t i = 0; i < n; i++)
		if (values[i] > max)
			max = values[i];
	fprintf(out, "<svg class=\"chart bars\" role=\"img\" viewBox=\"0 0 %d %u\" "
		"width=\"%d\" height=\"%u\" xmlns=\"http://www.w3.org/2000/svg\">"
		"<title>", BAR_W, h, BAR_W, h);
	html_esc(out, title);
	fputs("</title>\n", out);
	if (!n)
		fputs("<text x=\"4\" y=\"20\" class=\"empty\">no findings</text>\n", out);
	for (size_t i = 0; i < n; i++) {
		unsigned y = (unsigned)i * BAR_ROW + 4;
		double w = (double)values[i] / (double)max *
			   (BAR_W - BAR_LABEL - BAR_VALUE);
		if (values[i] && w < 2)
			w = 2;
		fputs("<g><title>", out);
		html_esc(out, labels[i]);
		fprintf(out, ": %s cycles</title>", report_num(values[i], num));
		report_short(values[i], num);
		fprintf(out, "<text class=\"lbl\" x=\"%d\" y=\"%u\" "
			"text-anchor=\"end\">", BAR_LABEL - 8, y + 18);
		label(out, labels[i], 22);
		fprintf(out, "</text><rect class=\"c%zu\" x=\"%d\" y=\"%u\" "
			"width=\"%.1f\" height=\"%d\" rx=\"3\"/>",
			(colour ? colour[i] : i) % NCOLOURS,
			BAR_LABEL, y + 3, w, BAR_ROW - 8);
		fprintf(out, "<text class=\"val\" x=\"%.1f\" y=\"%u\">%s</text>"
			"</g>\n", BAR_LABEL + w + 6, y + 18, num);
	}
	fputs("</svg>\n", out);
}

#define LINE_W 640
#define LINE_H 280
#define PAD_L 80
#define PAD_R 170		/* legend */
#define PAD_T 16
#define PAD_B 40

void svg_lines(FILE *out, const char *title, const char *const *xlabels,
	       size_t nx, const char *const *series, size_t ns,
	       const uint64_t *values, const unsigned *colour)
{
	uint64_t max = 1, step, top;
	double pw = LINE_W - PAD_L - PAD_R, ph = LINE_H - PAD_T - PAD_B;
	char num[32];

	for (size_t i = 0; i < nx * ns; i++)
		if (values[i] > max)
			max = values[i];
	fprintf(out, "<svg class=\"chart lines\" role=\"img\" viewBox=\"0 0 %d %d\" "
		"width=\"%d\" height=\"%d\" xmlns=\"http://www.w3.org/2000/svg\">"
		"<title>", LINE_W, LINE_H, LINE_W, LINE_H);
	html_esc(out, title);
	fputs("</title>\n", out);
	/* horizontal grid at round values: the axis ends at the first round
	 * tick at or above the largest value */
	step = svg_nice_step(max, 5, &top);
	max = top;
	for (uint64_t v = 0; v <= top; v += step) {
		double y = PAD_T + ph - ph * (double)v / (double)top;
		fprintf(out, "<line class=\"grid\" x1=\"%d\" x2=\"%.1f\" y1=\"%.1f\" "
			"y2=\"%.1f\"/><text class=\"lbl tick\" x=\"%d\" y=\"%.1f\" "
			"text-anchor=\"end\">%s</text>\n", PAD_L, PAD_L + pw, y, y,
			PAD_L - 6, y + 4, tick(v, num));
		if (top - v < step)
			break;
	}
	for (size_t x = 0; x < nx; x++) {
		double px = PAD_L + (nx > 1 ? pw * (double)x / (double)(nx - 1) : pw / 2);
		fprintf(out, "<text class=\"lbl\" x=\"%.1f\" y=\"%d\" "
			"text-anchor=\"middle\">", px, LINE_H - PAD_B + 20);
		label(out, xlabels[x], 12);
		fputs("</text>\n", out);
	}
	for (size_t s = 0; s < ns; s++) {
		size_t cs = (colour ? colour[s] : s) % NCOLOURS;
		fprintf(out, "<g class=\"s%zu\"><title>", cs);
		html_esc(out, series[s]);
		fputs("</title><polyline fill=\"none\" points=\"", out);
		for (size_t x = 0; x < nx; x++) {
			double px = PAD_L + (nx > 1 ? pw * (double)x / (double)(nx - 1) : pw / 2);
			double py = PAD_T + ph - ph * (double)values[s * nx + x] / (double)max;
			fprintf(out, "%s%.1f,%.1f", x ? " " : "", px, py);
		}
		fputs("\"/>", out);
		for (size_t x = 0; x < nx; x++) {
			double px = PAD_L + (nx > 1 ? pw * (double)x / (double)(nx - 1) : pw / 2);
			double py = PAD_T + ph - ph * (double)values[s * nx + x] / (double)max;
			fprintf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\"><title>",
				px, py);
			html_esc(out, series[s]);
			fputs(" @ ", out);
			html_esc(out, xlabels[x]);
			fprintf(out, ": %s cycles</title></circle>",
				report_num(values[s * nx + x], num));
		}
		fprintf(out, "<rect class=\"c%zu\" x=\"%.1f\" y=\"%zu\" width=\"12\" "
			"height=\"12\" rx=\"2\"/><text class=\"lbl\" x=\"%.1f\" "
			"y=\"%zu\">", cs, PAD_L + pw + 16, PAD_T + s * 20,
			PAD_L + pw + 34, PAD_T + s * 20 + 11);
		label(out, series[s], 17);
		fputs("</text></g>\n", out);
	}
	fputs("</svg>\n", out);
}
