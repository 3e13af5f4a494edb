/*
 * store_fmt.c: printing the query tables of the findings database (see
 * store.h) as aligned text, CSV or JSON.  Formatting only: the numbers
 * come from store.c.
 */
#include "store.h"
#include "util.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

/* A cell as the text table shows it: numbers grouped as in every other
 * human-readable output ("39,814"); allocated. */
static char *text_cell(const struct store_table *t, size_t c, const char *s)
{
	if (!t->numeric[c])
		return xstrdup(s);
	char *buf = xmalloc(2 * strlen(s) + 2);
	return num_group_str(s, buf);
}

static void print_text(FILE *out, const struct store_table *t)
{
	size_t *w = xcalloc(t->ncols, sizeof(size_t));
	size_t ncell = (t->nrows + 1) * t->ncols;
	char **cell = xcalloc(ncell ? ncell : 1, sizeof(char *));

	for (size_t r = 0; r <= t->nrows; r++)
		for (size_t c = 0; c < t->ncols; c++)
			cell[r * t->ncols + c] = r ? text_cell(t, c,
				t->cell[(r - 1) * t->ncols + c]) : xstrdup(t->head[c]);
	for (size_t c = 0; c < t->ncols; c++)
		for (size_t r = 0; r <= t->nrows; r++) {
			size_t n = strlen(cell[r * t->ncols + c]);
			if (n > w[c])
				w[c] = n;
		}
	for (size_t r = 0; r <= t->nrows; r++) {
		char **row = &cell[r * t->ncols];
		for (size_t c = 0; c < t->ncols; c++) {
			bool last = c + 1 == t->ncols;
			if (t->numeric[c])
				fprintf(out, "%*s", (int)w[c], row[c]);
			else
				fprintf(out, "%-*s", last ? 0 : (int)w[c], row[c]);
			fputs(last ? "\n" : "  ", out);
		}
	}
	for (size_t i = 0; i < ncell; i++)
		free(cell[i]);
	free(cell);
	free(w);
}

static void csv_field(FILE *out, const char *s)
{
	if (!strpbrk(s, ",\"\r\n")) {
		fputs(s, out);
		return;
	}
	fputc('"', out);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', out);
		fputc(*s, out);
	}
	fputc('"', out);
}

static void print_csv(FILE *out, const struct store_table *t)
{
	for (size_t r = 0; r <= t->nrows; r++) {
		char **row = r ? &t->cell[(r - 1) * t->ncols] : t->head;
		for (size_t c = 0; c < t->ncols; c++) {
			if (c)
				fputc(',', out);
			csv_field(out, row[c]);
		}
		fputs("\r\n", out);
	}
}

static int print_json(FILE *out, const struct store_table *t)
{
	json_t *a = json_array();
	int rc;

	for (size_t r = 0; r < t->nrows; r++) {
		json_t *o = json_object();
		for (size_t c = 0; c < t->ncols; c++) {
			const char *v = t->cell[r * t->ncols + c];
			char *fixed = t->numeric[c] ? NULL : utf8_fix(v);
			json_object_set_new(o, t->head[c], t->numeric[c] ?
				json_integer((json_int_t)strtoll(v, NULL, 10)) :
				json_string(fixed ? fixed : v));	/* UTF-8 only */
			free(fixed);
		}
		json_array_append_new(a, o);
	}
	rc = json_dumpf(a, out, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
	fputc('\n', out);
	json_decref(a);
	return rc ? -1 : 0;
}

int store_table_print(FILE *out, const struct store_table *t,
		      const char *format)
{
	if (!strcmp(format, "json")) {
		if (print_json(out, t))
			return -1;
	} else if (!strcmp(format, "csv")) {
		print_csv(out, t);
	} else {
		print_text(out, t);
	}
	return ferror(out) ? -1 : 0;
}
