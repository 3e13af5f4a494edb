/*
 * md_html.c: a rule page (Markdown) as HTML, so the report carries the
 * pages its rule chips link to and opens offline.  cmark-gfm parses and
 * renders it (markdown.h) in its safe mode: raw HTML is left out and
 * text is escaped.  Two changes to its tree first: headings move down by
 * 'shift' levels to nest in the report, and a link keeps only http(s)
 * and in-page addresses (a page's relative links lead nowhere in a report
 * opened from a file); any other link becomes its text.
 */
#include "markdown.h"
#include "report.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include <cmark-gfm-extension_api.h>

static bool link_kept(const char *url)
{
	return url && (!strncmp(url, "https://", 8) ||
		       !strncmp(url, "http://", 7) ||
		       (url[0] == '#' && url[1]));
}

/* Replace link node n by its children. */
static void unwrap(cmark_node *n)
{
	cmark_node *c;

	while ((c = cmark_node_first_child(n))) {
		cmark_node_unlink(c);
		cmark_node_insert_before(n, c);
	}
	cmark_node_unlink(n);
	cmark_node_free(n);
}

void md_html(FILE *out, const char *text, size_t len, int shift)
{
	struct md_doc d;

	if (md_doc_parse(&d, text, len))
		return;
	/* edits wait until the walk is over: the iterator must not meet a
	 * freed node */
	cmark_node **drop = NULL;
	size_t ndrop = 0;
	cmark_iter *it = cmark_iter_new(d.root);
	cmark_event_type ev;
	while ((ev = cmark_iter_next(it)) != CMARK_EVENT_DONE) {
		cmark_node *n = cmark_iter_get_node(it);
		if (ev != CMARK_EVENT_ENTER)
			continue;
		switch (cmark_node_get_type(n)) {
		case CMARK_NODE_HEADING: {
			int level = cmark_node_get_heading_level(n) + shift;
			cmark_node_set_heading_level(n, level > 6 ? 6 : level);
			break;
		}
		case CMARK_NODE_LINK:
			if (!link_kept(cmark_node_get_url(n))) {
				cmark_node **v = realloc(drop, (ndrop + 1) * sizeof(*v));
				if (v) {
					drop = v;
					drop[ndrop++] = n;
				}
			}
			break;
		default:
			break;
		}
	}
	cmark_iter_free(it);
	/* innermost first: a dropped link inside another stays reachable */
	while (ndrop)
		unwrap(drop[--ndrop]);
	free(drop);
	char *html = cmark_render_html(d.root, CMARK_OPT_DEFAULT,
		cmark_parser_get_syntax_extensions(d.parser));
	if (html)
		fputs(html, out);
	free(html);
	md_doc_release(&d);
}
