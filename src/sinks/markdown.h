/*
 * markdown.h: the rule pages' Markdown, parsed by cmark-gfm (CommonMark
 * with GitHub's table extension), for the two places that show a page:
 * the HTML report (md_html(), report.h) and 'tmopt explain' on a terminal
 * (md_render_term(), cli.h).  One parser, so both read a page alike.
 */
#ifndef TMOPT_MARKDOWN_H
#define TMOPT_MARKDOWN_H

#include <stddef.h>

#include <cmark-gfm.h>

struct md_doc {
	cmark_parser *parser;	/* owns the extensions the renderers need */
	cmark_node *root;	/* the document */
};

/* Parse text (len bytes, need not end in NUL).  Returns 0, or -1 when
 * cmark-gfm could not allocate (d is then empty). */
int md_doc_parse(struct md_doc *d, const char *text, size_t len);
void md_doc_release(struct md_doc *d);

/* The type name of an extension's node ("table", "table_row",
 * "table_cell"), or "" for CommonMark's own nodes. */
const char *md_ext_type(cmark_node *n);

#endif
