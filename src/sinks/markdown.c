/*
 * markdown.c: parsing a rule page with cmark-gfm (see markdown.h).  The
 * core extensions are registered once per process; each document gets a
 * parser of its own with the table extension attached.
 */
#include "markdown.h"

#include <pthread.h>
#include <string.h>

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>

static pthread_once_t registered = PTHREAD_ONCE_INIT;

static void register_extensions(void)
{
	cmark_gfm_core_extensions_ensure_registered();
}

int md_doc_parse(struct md_doc *d, const char *text, size_t len)
{
	cmark_syntax_extension *table;

	memset(d, 0, sizeof(*d));
	pthread_once(&registered, register_extensions);
	d->parser = cmark_parser_new(CMARK_OPT_DEFAULT);
	if (!d->parser)
		return -1;
	table = cmark_find_syntax_extension("table");
	if (table)
		cmark_parser_attach_syntax_extension(d->parser, table);
	cmark_parser_feed(d->parser, text, len);
	d->root = cmark_parser_finish(d->parser);
	if (!d->root) {
		md_doc_release(d);
		return -1;
	}
	return 0;
}

void md_doc_release(struct md_doc *d)
{
	if (d->root)
		cmark_node_free(d->root);
	if (d->parser)
		cmark_parser_free(d->parser);
	memset(d, 0, sizeof(*d));
}

const char *md_ext_type(cmark_node *n)
{
	if (!cmark_node_get_syntax_extension(n))
		return "";
	const char *t = cmark_node_get_type_string(n);
	return t ? t : "";
}
