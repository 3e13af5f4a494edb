/*
 * sink_json.c: the JSON contract (docs/json.md), written with
 * jansson.  Scripts rely on it: fields are only ever added.  The finding
 * and schedule objects are shared with 'tmopt diff' and SARIF (sink.h).
 */
#include "sink.h"
#include "util.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* {"res_mii", "res_bound", "rec_mii", "chain", "ii", "trip", "trip_basis"} */
json_t *schedule_to_json(const struct finding_schedule *s)
{
	return json_pack("{s:f,s:s,s:I,s:s,s:I,s:I,s:s}",
		"res_mii", s->res_mii, "res_bound", s->res_unit,
		"rec_mii", (json_int_t)s->rec_mii, "chain", s->chain,
		"ii", (json_int_t)s->ii, "trip", (json_int_t)s->trip,
		"trip_basis", schedule_trip_basis(s));
}

/* A count or calls as the outputs show it (finding_count_shown()): a
 * measured average below one run as a number of three significant
 * digits, else the whole runs. */
static json_t *shown_json(double shown, uint64_t whole)
{
	char b[32];
	double r;
	if (shown > 0 && shown < 1 &&
	    (snprintf(b, sizeof(b), "%.3g", shown), r = strtod(b, NULL)) < 1)
		return json_real(r);
	return json_integer((json_int_t)whole);
}

json_t *finding_to_json(const struct finding *f)
{
	json_t *o = json_object();

	json_object_set_new(o, "rule", json_string(f->rule));
	json_object_set_new(o, "severity", json_string(severity_name(f->severity)));
	json_object_set_new(o, "file", json_string(f->file));
	json_object_set_new(o, "line", json_integer(f->line));
	json_object_set_new(o, "column", json_integer(f->column));
	json_object_set_new(o, "function", json_string(f->function));
	json_object_set_new(o, "message", json_string(f->message));
	json_object_set_new(o, "advice", json_string(f->advice ? f->advice : ""));
	json_object_set_new(o, "cycles", json_integer((json_int_t)f->cycles));
	json_object_set_new(o, "count", shown_json(finding_count_shown(f), f->count));
	json_object_set_new(o, "count_basis", json_string(count_basis_name(f->basis)));
	json_object_set_new(o, "total_cycles", json_integer((json_int_t)f->total_cycles));
	json_object_set_new(o, "saving_cycles", json_integer((json_int_t)f->saving_cycles));
	json_object_set_new(o, "fingerprint", json_string(f->fingerprint));
	json_object_set_new(o, "loop_depth", json_integer(f->loop_depth));
	if (f->calls) {	/* computed by the run's call graph */
		json_object_set_new(o, "calls", f->off_frame ? json_integer(0) :
				    shown_json(finding_calls_shown(f), f->calls));
		json_object_set_new(o, "calls_basis",
				    json_string(count_basis_name(f->calls_basis)));
	}
	double runs = finding_runs(f);
	if (runs >= 0)
		json_object_set_new(o, "runs", json_real(runs));
	if (finding_capped(f))	/* a figure is COUNT_CAP, not its true value */
		json_object_set_new(o, "capped", json_true());
	if (f->suppressed)
		json_object_set_new(o, "suppressed", json_true());
	if (f->sched.present)
		json_object_set_new(o, "schedule", schedule_to_json(&f->sched));
	if (f->fix.present)
		json_object_set_new(o, "fix", json_pack("{s:I,s:I,s:s}",
			"offset", (json_int_t)f->fix.offset,
			"length", (json_int_t)f->fix.length,
			"replacement", f->fix.text));
	return o;
}

/* Replace *s by its UTF-8 fix when it needs one. */
static void fix_str(char **s)
{
	char *f = utf8_fix(*s);

	if (f)
		*s = f;
}

static bool finding_utf8(const struct finding *f)
{
	return utf8_valid(f->file) && utf8_valid(f->function) &&
	       utf8_valid(f->message) && utf8_valid(f->advice);
}

const struct check_result *sink_utf8(const struct check_result *r,
				     struct check_result *tmp)
{
	bool ok = true;

	for (size_t i = 0; i < r->fs.n && ok; i++)
		ok = finding_utf8(&r->fs.v[i]);
	for (size_t i = 0; i < r->nerrors && ok; i++)
		ok = utf8_valid(r->errors[i].file) &&
		     utf8_valid(r->errors[i].message);
	if (ok)
		return r;
	*tmp = *r;
	tmp->fs.v = xmalloc((r->fs.n ? r->fs.n : 1) * sizeof(*tmp->fs.v));
	memcpy(tmp->fs.v, r->fs.v, r->fs.n * sizeof(*tmp->fs.v));
	tmp->fs.cap = r->fs.n;
	for (size_t i = 0; i < r->fs.n; i++) {
		struct finding *f = &tmp->fs.v[i];
		fix_str(&f->file);
		fix_str(&f->function);
		fix_str(&f->message);
		fix_str(&f->advice);
	}
	tmp->errors = xmalloc((r->nerrors ? r->nerrors : 1) * sizeof(*tmp->errors));
	for (size_t i = 0; i < r->nerrors; i++) {
		tmp->errors[i] = r->errors[i];
		fix_str(&tmp->errors[i].file);
		fix_str(&tmp->errors[i].message);
	}
	return tmp;
}

void sink_utf8_release(const struct check_result *view,
		       const struct check_result *r)
{
	if (view == r)
		return;
	for (size_t i = 0; i < view->fs.n; i++) {
		const struct finding *v = &view->fs.v[i], *o = &r->fs.v[i];
		if (v->file != o->file)
			free(v->file);
		if (v->function != o->function)
			free(v->function);
		if (v->message != o->message)
			free(v->message);
		if (v->advice != o->advice)
			free(v->advice);
	}
	for (size_t i = 0; i < view->nerrors; i++) {
		if (view->errors[i].file != r->errors[i].file)
			free(view->errors[i].file);
		if (view->errors[i].message != r->errors[i].message)
			free(view->errors[i].message);
	}
	free(view->fs.v);
	free(view->errors);
}

static int add_text(const char *text, size_t size, void *data)
{
	sb_add(data, text, size);
	return 0;
}

int sink_json_dump(json_t *root, FILE *out)
{
	struct strbuf sb = { 0 };
	/* reals to 15 significant digits, what a double holds: 7.3039, not
	 * 7.3039000000000005 */
	int rc = json_dump_callback(root, add_text, &sb,
				    JSON_INDENT(2) | JSON_PRESERVE_ORDER |
				    JSON_REAL_PRECISION(15));

	/* what json_dumpf() would have written, a failed dump's part too */
	if (sb.len && fwrite(sb.buf, 1, sb.len, out) != sb.len)
		rc = -1;
	sb_release(&sb);
	return rc;
}

int sink_json(FILE *out, const struct check_result *r,
	      const struct machine *md)
{
	struct check_result tmp;
	const struct check_result *orig = r;
	json_t *root = json_object();
	json_t *fs = json_array();
	json_t *errs = json_array();

	r = sink_utf8(orig, &tmp);

	json_object_set_new(root, "tool", json_string("tmopt"));
	json_object_set_new(root, "version", json_string(TMOPT_VERSION));
	json_object_set_new(root, "target", json_string(md->name));
	json_object_set_new(root, "machine_hash", json_string(md->hash ? md->hash : ""));
	if (r->compare_target)
		json_object_set_new(root, "compare_target",
				    json_string(r->compare_target));
	for (size_t i = 0; i < r->fs.n; i++) {
		const struct finding *f = &r->fs.v[i];
		if (f->suppressed)
			continue;
		json_t *o = finding_to_json(f);
		if (!f->cycles)
			;	/* nothing to compare */
		else if (r->compare_target && f->cmp.present)
			json_object_set_new(o, "compare", json_pack(
				"{s:s,s:b,s:I,s:I,s:o}", "target",
				r->compare_target, "reported", 1, "cycles",
				(json_int_t)f->cmp.cycles, "total_cycles",
				(json_int_t)f->cmp.total_cycles, "ratio",
				f->cmp.total_cycles ? json_real(
				finding_compare_ratio(&f->cmp, f->total_cycles)) :
				json_null()));
		else if (r->compare_target)
			json_object_set_new(o, "compare", json_pack(
				"{s:s,s:b,s:i,s:i,s:n}", "target",
				r->compare_target, "reported", 0, "cycles", 0,
				"total_cycles", 0, "ratio"));
		json_array_append_new(fs, o);
	}
	for (size_t i = 0; i < r->nerrors; i++) {
		json_t *e = json_object();
		json_object_set_new(e, "file", json_string(r->errors[i].file));
		json_object_set_new(e, "message", json_string(r->errors[i].message));
		json_array_append_new(errs, e);
	}
	json_t *fns = json_array();
	for (size_t i = 0; i < r->fs.nfn; i++) {
		const struct func_cost *c = &r->fs.fn[i];
		/* a function a profile measured below one run per entry call:
		 * its measured average (0.19), as the findings show it */
		json_array_append_new(fns, json_pack("{s:s,s:s,s:I,s:I,s:s,s:b,s:b,"
			"s:b,s:b,s:o,s:s}",
			"name", c->name, "file", c->file, "line", (json_int_t)c->line,
			"cycles_per_call", (json_int_t)c->cycles,
			"basis", count_basis_name(c->basis), "setup", c->setup,
			"entry", c->entry, "dead", c->dead, "program", c->program,
			"calls", shown_json(c->profiled ? c->prof_raw : 0,
					    c->not_run || c->dead ? 0 :
					    c->calls ? c->calls : 1),
			"calls_basis", count_basis_name(c->calls_basis)));
	}
	json_object_set_new(root, "findings", fs);
	json_object_set_new(root, "errors", errs);
	json_object_set_new(root, "functions", fns);
	json_object_set_new(root, "files_analysed", json_integer((json_int_t)r->nfiles));
	int rc = sink_json_dump(root, out);
	fputc('\n', out);
	json_decref(root);
	sink_utf8_release(r, orig);
	return rc ? -1 : 0;
}
