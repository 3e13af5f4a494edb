/*
 * md_term.c: a rule page (Markdown) rendered for a terminal, for 'tmopt
 * explain'.  cmark-gfm parses the page (markdown.h); this walks its tree.
 * Headings are bold (underlined with '=' or '-' without colour), code is
 * indented, emphasis is italic (plain without colour), list items keep
 * their bullet or number, tables are aligned
 * when they fit the width and otherwise printed one "header: cell" block
 * per row, a link keeps its address in parentheses.  Paragraphs keep the
 * page's line breaks: the terminal wraps.
 */
#include "cli.h"
#include "markdown.h"
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct style {
	const char *bold, *code, *emph, *off;
};

/* The inline content under n rendered into sb. */
static void inlines(struct strbuf *sb, cmark_node *n, const struct style *st)
{
	for (cmark_node *c = cmark_node_first_child(n); c;
	     c = cmark_node_next(c)) {
		const char *lit = cmark_node_get_literal(c);
		switch (cmark_node_get_type(c)) {
		case CMARK_NODE_TEXT:
		case CMARK_NODE_HTML_INLINE:
			sb_puts(sb, lit ? lit : "");
			break;
		case CMARK_NODE_CODE:
			sb_puts(sb, st->code);
			sb_puts(sb, lit ? lit : "");
			sb_puts(sb, st->off);
			break;
		case CMARK_NODE_SOFTBREAK:
		case CMARK_NODE_LINEBREAK:
			sb_puts(sb, "\n");
			break;
		case CMARK_NODE_STRONG:
		case CMARK_NODE_EMPH:
			sb_puts(sb, cmark_node_get_type(c) == CMARK_NODE_EMPH ?
				st->emph : st->bold);
			inlines(sb, c, st);
			sb_puts(sb, st->off);
			break;
		case CMARK_NODE_LINK: {
			const char *url = cmark_node_get_url(c);
			inlines(sb, c, st);
			if (url && *url)
				sb_printf(sb, " (%s)", url);
			break;
		}
		default:	/* images: their text */
			inlines(sb, c, st);
			break;
		}
	}
}

/* Visible width of a rendered string: escape sequences do not count,
 * UTF-8 continuation bytes neither. */
static size_t visible(const char *s)
{
	size_t w = 0;

	while (*s) {
		if (*s == '\033') {
			while (*s && *s != 'm')
				s++;
			if (*s)
				s++;
			continue;
		}
		if (((unsigned char)*s & 0xC0) != 0x80)
			w++;
		s++;
	}
	return w;
}

/* A table node: aligned when it fits width, else one block per row. */
static void table(struct strbuf *out, cmark_node *t, size_t width,
		  const struct style *st)
{
	char ***cells = NULL;
	size_t *nc = NULL, ncol = 0, nrows = 0;

	for (cmark_node *r = cmark_node_first_child(t); r; r = cmark_node_next(r)) {
		cells = xrealloc(cells, (nrows + 1) * sizeof(*cells));
		nc = xrealloc(nc, (nrows + 1) * sizeof(*nc));
		cells[nrows] = NULL;
		nc[nrows] = 0;
		for (cmark_node *c = cmark_node_first_child(r); c;
		     c = cmark_node_next(c)) {
			struct strbuf sb = { 0 };
			inlines(&sb, c, st);
			cells[nrows] = xrealloc(cells[nrows],
						(nc[nrows] + 1) * sizeof(char *));
			cells[nrows][nc[nrows]++] = sb_detach(&sb);
		}
		if (nc[nrows] > ncol)
			ncol = nc[nrows];
		nrows++;
	}
	size_t *w = xcalloc(ncol + 1, sizeof(size_t)), total = 2;
	for (size_t r = 0; r < nrows; r++)
		for (size_t c = 0; c < nc[r]; c++)
			if (visible(cells[r][c]) > w[c])
				w[c] = visible(cells[r][c]);
	for (size_t c = 0; c < ncol; c++)
		total += w[c] + 2;
	for (size_t r = 0; r < nrows; r++) {
		if (total <= width) {
			sb_puts(out, "  ");
			for (size_t c = 0; c < nc[r]; c++) {
				sb_printf(out, "%s%s%s", r ? "" : st->bold,
					  cells[r][c], r ? "" : st->off);
				if (c + 1 < nc[r])
					for (size_t p = visible(cells[r][c]); p < w[c] + 2; p++)
						sb_puts(out, " ");
			}
			sb_puts(out, "\n");
			if (!r) {
				sb_puts(out, "  ");
				for (size_t p = 2; p < total - 2; p++)
					sb_puts(out, "-");
				sb_puts(out, "\n");
			}
		} else if (r) {
			for (size_t c = 0; c < nc[r]; c++)
				sb_printf(out, "  %s%s%s%s: %s\n", c ? "  " : "- ",
					  st->bold, c < nc[0] ? cells[0][c] : "",
					  st->off, cells[r][c]);
		}
	}
	for (size_t r = 0; r < nrows; r++) {
		for (size_t c = 0; c < nc[r]; c++)
			free(cells[r][c]);
		free(cells[r]);
	}
	free(cells);
	free(nc);
	free(w);
}

/* Append s to out with every line but the first after first_prefix
 * prefixed by prefix. */
static void indented(struct strbuf *out, const char *s, const char *first,
		     const char *prefix)
{
	bool bol = true, line1 = true;

	for (; *s; s++) {
		if (bol && *s != '\n') {
			sb_puts(out, line1 ? first : prefix);
			line1 = false;
		} else if (bol) {
			line1 = false;
		}
		sb_add(out, s, 1);
		bol = *s == '\n';
	}
}

static void blocks(struct strbuf *out, cmark_node *parent, size_t width,
		   const struct style *st);

static void block(struct strbuf *out, cmark_node *n, size_t width,
		  const struct style *st)
{
	const char *lit = cmark_node_get_literal(n);
	struct strbuf sb = { 0 };

	switch (cmark_node_get_type(n)) {
	case CMARK_NODE_HEADING: {
		int level = cmark_node_get_heading_level(n);
		inlines(&sb, n, st);
		const char *h = sb.buf ? sb.buf : "";
		sb_printf(out, "%s%s%s\n", st->bold, h, st->off);
		if (!*st->bold || level == 1) {
			for (size_t i = visible(h); i > 0; i--)
				sb_puts(out, level == 1 ? "=" : "-");
			sb_puts(out, "\n");
		}
		break;
	}
	case CMARK_NODE_PARAGRAPH:
		inlines(&sb, n, st);
		sb_printf(out, "%s\n", sb.buf ? sb.buf : "");
		break;
	case CMARK_NODE_CODE_BLOCK:
		for (const char *p = lit ? lit : ""; *p;) {
			const char *e = strchr(p, '\n');
			size_t k = e ? (size_t)(e - p) : strlen(p);
			sb_printf(out, "    %s%.*s%s\n", st->code, (int)k, p, st->off);
			p += k + (e != NULL);
		}
		break;
	case CMARK_NODE_LIST: {
		bool ordered = cmark_node_get_list_type(n) == CMARK_ORDERED_LIST;
		int k = cmark_node_get_list_start(n);
		bool tight = cmark_node_get_list_tight(n);
		for (cmark_node *i = cmark_node_first_child(n); i;
		     i = cmark_node_next(i)) {
			struct strbuf item = { 0 };
			char bullet[24];
			blocks(&item, i, width > 4 ? width - 4 : width, st);
			snprintf(bullet, sizeof(bullet), ordered ? "%d. " : "- ", k++);
			indented(out, item.buf ? item.buf : "", bullet,
				 ordered ? "   " : "  ");
			if (!tight && cmark_node_next(i))
				sb_puts(out, "\n");
			sb_release(&item);
		}
		break;
	}
	case CMARK_NODE_BLOCK_QUOTE:
		blocks(&sb, n, width > 2 ? width - 2 : width, st);
		indented(out, sb.buf ? sb.buf : "", "| ", "| ");
		break;
	case CMARK_NODE_THEMATIC_BREAK:
		sb_puts(out, "----\n");
		break;
	case CMARK_NODE_HTML_BLOCK:
		sb_puts(out, lit ? lit : "");
		break;
	default:
		if (!strcmp(md_ext_type(n), "table"))
			table(out, n, width, st);
		else
			blocks(out, n, width, st);
		break;
	}
	sb_release(&sb);
}

/* The blocks under parent, a blank line between two (none inside a
 * tight list's item). */
static void blocks(struct strbuf *out, cmark_node *parent, size_t width,
		   const struct style *st)
{
	cmark_node *up = cmark_node_parent(parent);
	bool tight = up && cmark_node_get_type(up) == CMARK_NODE_LIST &&
		     cmark_node_get_list_tight(up);

	for (cmark_node *c = cmark_node_first_child(parent); c;
	     c = cmark_node_next(c)) {
		if (c != cmark_node_first_child(parent) && !tight)
			sb_puts(out, "\n");
		block(out, c, width, st);
	}
}

void md_render_term(FILE *out, const char *text, size_t len, bool color,
		    size_t width)
{
	struct style st = { color ? "\033[1m" : "", color ? "\033[36m" : "",
			    color ? "\033[3m" : "", color ? "\033[0m" : "" };
	struct md_doc d;
	struct strbuf sb = { 0 };

	if (md_doc_parse(&d, text, len)) {
		fwrite(text, 1, len, out);	/* the page as it is */
		return;
	}
	blocks(&sb, d.root, width, &st);
	if (sb.buf)
		fputs(sb.buf, out);
	sb_release(&sb);
	md_doc_release(&d);
}
