/*
 * sink_sarif.c: SARIF 2.1.0 written with jansson (see sink_sarif.h).
 *
 * Locations are relative URIs against the uriBaseId %SRCROOT%, which
 * run.originalUriBaseIds maps to the working directory, so a log made in
 * CI resolves in the checkout that viewers open.  Absolute paths outside
 * the working directory become file:// URIs.
 */
#include "sink.h"
#include "sink_sarif.h"
#include "util.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SARIF_SCHEMA \
	"https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
#define SRCROOT "%SRCROOT%"

const char *sarif_level(enum severity s)
{
	return s == SEV_ERROR ? "error" : s == SEV_WARNING ? "warning" : "note";
}

/* Percent-encode what may not appear in a URI path. */
static void uri_encode(struct strbuf *sb, const char *s)
{
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		    (c >= '0' && c <= '9') || strchr("-._~/!$&'()*+,;=:@", c))
			sb_add(sb, (const char *)&c, 1);
		else
			sb_printf(sb, "%%%02X", c);
	}
}

/* The working directory with a trailing '/', or NULL. */
static char *cwd_slash(void)
{
	char *d = getcwd(NULL, 0);
	char *r;

	if (!d)
		return NULL;
	r = xasprintf("%s%s", d, d[strlen(d) - 1] == '/' ? "" : "/");
	free(d);
	return r;
}

/* {"uri": ..., "uriBaseId": ...} for path. */
static json_t *artifact_location(const char *path, const char *cwd)
{
	struct strbuf sb = { 0 };
	json_t *o = json_object();
	bool rel = path[0] != '/';

	if (!rel && cwd && !strncmp(path, cwd, strlen(cwd))) {
		path += strlen(cwd);
		rel = true;
	}
	if (!rel)
		sb_puts(&sb, "file://");
	while (rel && !strncmp(path, "./", 2))
		path += 2;
	uri_encode(&sb, path);
	char *uri = sb_detach(&sb);
	json_object_set_new(o, "uri", json_string(uri));
	if (rel)
		json_object_set_new(o, "uriBaseId", json_string(SRCROOT));
	free(uri);
	return o;
}

static json_t *rules_json(void)
{
	json_t *a = json_array();

	for (unsigned i = 0; i < rule_count; i++) {
		const struct rule *r = rule_table[i];
		json_t *o = json_object();
#ifdef TMOPT_HOMEPAGE
		char *help = xasprintf("%s/blob/main/docs/rules/%s.md",
				       TMOPT_HOMEPAGE, r->id);
#else
		/* no web address to give, and a file:// path of this machine
		 * means nothing where the log is read: the page goes inline */
		char *help = NULL;
#endif
		char *page = rule_doc_path(r->id);
		char *md = page ? read_file(page, NULL) : NULL;
		free(page);
		char *full = xasprintf("%s. See 'tmopt explain %s' or "
				       "docs/rules/%s.md.", r->summary, r->id,
				       r->id);
		json_object_set_new(o, "id", json_string(r->id));
		json_object_set_new(o, "name", json_string(r->id));
		json_object_set_new(o, "shortDescription",
				    json_pack("{s:s}", "text", r->summary));
		json_object_set_new(o, "fullDescription",
				    json_pack("{s:s}", "text", full));
		if (help)
			json_object_set_new(o, "helpUri", json_string(help));
		if (md)
			json_object_set_new(o, "help", json_pack("{s:s,s:s}",
				"text", full, "markdown", md));
		free(md);
		json_object_set_new(o, "defaultConfiguration",
				    json_pack("{s:s}", "level", "warning"));
		json_array_append_new(a, o);
		free(help);
		free(full);
	}
	return a;
}

/* One result; state: its baselineState or NULL, external: a suppression
 * by the baseline, justified by why (NULL: "baseline"). */
static json_t *result_json(const struct finding *f, const char *cwd,
			   const char *state, bool external, const char *why)
{
	json_t *o = json_object(), *phys = json_object(), *loc = json_object();
	int ri = rule_index(f->rule);

	json_object_set_new(o, "ruleId", json_string(f->rule));
	if (ri >= 0)
		json_object_set_new(o, "ruleIndex", json_integer(ri));
	json_object_set_new(o, "level", json_string(sarif_level(f->severity)));
	json_object_set_new(o, "message", json_pack("{s:s}", "text",
			    f->message ? f->message : ""));
	json_object_set_new(phys, "artifactLocation", artifact_location(f->file, cwd));
	if (f->line) {
		json_t *region = json_pack("{s:I}", "startLine", (json_int_t)f->line);
		if (f->column)
			json_object_set_new(region, "startColumn", json_integer(f->column));
		json_object_set_new(phys, "region", region);
	}
	json_object_set_new(loc, "physicalLocation", phys);
	if (f->function && *f->function)
		json_object_set_new(loc, "logicalLocations",
				    json_pack("[{s:s,s:s}]", "name", f->function,
					      "kind", "function"));
	json_object_set_new(o, "locations", json_pack("[o]", loc));
	json_object_set_new(o, "partialFingerprints",
			    json_pack("{s:s}", "tmopt/v1", f->fingerprint));
	if (f->fix.present)
		json_object_set_new(o, "fixes", json_pack(
			"[{s:{s:s},s:[{s:o,s:[{s:{s:I,s:I},s:{s:s}}]}]}]",
			"description", "text", f->advice ? f->advice : "",
			"artifactChanges", "artifactLocation",
			artifact_location(f->file, cwd), "replacements",
			"deletedRegion", "byteOffset", (json_int_t)f->fix.offset,
			"byteLength", (json_int_t)f->fix.length,
			"insertedContent", "text", f->fix.text));
	if (state)
		json_object_set_new(o, "baselineState", json_string(state));
	if (f->suppressed && external)
		json_object_set_new(o, "suppressions", json_pack("[{s:s,s:s}]",
				    "kind", "external", "justification",
				    why ? why : "baseline"));
	else if (f->suppressed)
		json_object_set_new(o, "suppressions",
				    json_pack("[{s:s}]", "kind", "inSource"));
	/* an absent result read from a baseline file has no costs to tell */
	if (state && !strcmp(state, "absent") && !f->advice && !f->cycles) {
		json_object_set_new(o, "properties", json_pack("{s:s}",
				    "function", f->function ? f->function : ""));
		return o;
	}
	json_object_set_new(o, "properties", json_pack(
		"{s:I,s:I,s:s,s:I,s:I,s:s,s:s,s:I}",
		"cycles", (json_int_t)f->cycles,
		"count", (json_int_t)f->count,
		"count_basis", count_basis_name(f->basis),
		"total_cycles", (json_int_t)f->total_cycles,
		"saving_cycles", (json_int_t)f->saving_cycles,
		"function", f->function ? f->function : "",
		"advice", f->advice ? f->advice : "",
		"loop_depth", (json_int_t)f->loop_depth));
	if (finding_capped(f))
		json_object_set_new(json_object_get(o, "properties"), "capped",
				    json_true());
	if (f->sched.present)
		json_object_set_new(json_object_get(o, "properties"), "schedule",
				    schedule_to_json(&f->sched));
	return o;
}

static json_t *invocation_json(const struct check_result *r, const char *cwd)
{
	json_t *inv = json_object(), *notes = json_array();

	json_object_set_new(inv, "executionSuccessful", json_boolean(r->nerrors == 0));
	for (size_t i = 0; i < r->nerrors; i++) {
		json_t *n = json_object();
		json_t *phys = json_object();
		json_object_set_new(n, "level", json_string("error"));
		json_object_set_new(n, "message", json_pack("{s:s}", "text",
					r->errors[i].message));
		json_object_set_new(phys, "artifactLocation",
				    artifact_location(r->errors[i].file, cwd));
		json_object_set_new(n, "locations",
				    json_pack("[{s:o}]", "physicalLocation", phys));
		json_array_append_new(notes, n);
	}
	json_object_set_new(inv, "toolExecutionNotifications", notes);
	return inv;
}

int sink_sarif(FILE *out, const struct check_result *r,
	       const struct machine *md, const struct sarif_options *opt)
{
	char *cwd = cwd_slash();
	json_t *root = json_object(), *run = json_object(), *results = json_array();
	json_t *driver = json_object();
	struct check_result tmp;
	const struct check_result *orig = r;

	r = sink_utf8(orig, &tmp);	/* same findings, in the same order */

	json_object_set_new(root, "$schema", json_string(SARIF_SCHEMA));
	json_object_set_new(root, "version", json_string("2.1.0"));
	json_object_set_new(driver, "name", json_string("tmopt"));
	json_object_set_new(driver, "version", json_string(TMOPT_VERSION));
	json_object_set_new(driver, "semanticVersion", json_string(TMOPT_VERSION));
#ifdef TMOPT_HOMEPAGE
	json_object_set_new(driver, "informationUri", json_string(TMOPT_HOMEPAGE));
#endif
	json_object_set_new(driver, "rules", rules_json());
	json_object_set_new(run, "tool", json_pack("{s:o}", "driver", driver));
	json_object_set_new(run, "invocations",
			    json_pack("[o]", invocation_json(r, cwd)));
	if (cwd) {
		struct strbuf sb = { 0 };
		sb_puts(&sb, "file://");
		uri_encode(&sb, cwd);
		char *u = sb_detach(&sb);
		json_object_set_new(run, "originalUriBaseIds",
				    json_pack("{s:{s:s}}", SRCROOT, "uri", u));
		free(u);
	}
	for (size_t i = 0; i < r->fs.n; i++) {
		const struct finding *f = &r->fs.v[i];
		bool ext = opt && opt->external && opt->external[i];
		json_array_append_new(results, result_json(f, cwd,
			opt && opt->state ? opt->state[i] : NULL,
			ext || f->suppressed_by == SUPPRESS_BASELINE,
			ext ? opt->justification : NULL));
	}
	for (size_t i = 0; opt && opt->absent && i < opt->absent->n; i++) {
		const struct finding *f = &opt->absent->v[i];
		json_array_append_new(results, result_json(f, cwd, "absent",
			f->suppressed_by == SUPPRESS_BASELINE, NULL));
	}
	json_object_set_new(run, "results", results);
	json_object_set_new(run, "properties", json_pack("{s:s,s:s,s:I}",
		"target", md->name, "machine_hash", md->hash ? md->hash : "",
		"files_analysed", (json_int_t)r->nfiles));
	json_object_set_new(root, "runs", json_pack("[o]", run));
	int rc = sink_json_dump(root, out);
	fputc('\n', out);
	json_decref(root);
	sink_utf8_release(r, orig);
	free(cwd);
	return rc ? -1 : 0;
}
