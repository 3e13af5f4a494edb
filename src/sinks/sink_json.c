/*
 * sink_json.c: the JSON contract (docs/json.md), written with
 * jansson.  Scripts rely on it: fields are only ever added.  The finding
 * and schedule objects are shared with 'tmopt diff' and SARIF (sink.h).
 */
#include "sink.h"

#include <jansson.h>
#include <stdio.h>
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
	json_object_set_new(o, "count", json_integer((json_int_t)f->count));
	json_object_set_new(o, "count_basis", json_string(count_basis_name(f->basis)));
	json_object_set_new(o, "total_cycles", json_integer((json_int_t)f->total_cycles));
	json_object_set_new(o, "saving_cycles", json_integer((json_int_t)f->saving_cycles));
	json_object_set_new(o, "fingerprint", json_string(f->fingerprint));
	json_object_set_new(o, "loop_depth", json_integer(f->loop_depth));
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

int sink_json(FILE *out, const struct check_result *r,
	      const struct machine *md)
{
	json_t *root = json_object();
	json_t *fs = json_array();
	json_t *errs = json_array();

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
				"{s:s,s:b,s:I,s:I,s:f}", "target",
				r->compare_target, "reported", 1, "cycles",
				(json_int_t)f->cmp.cycles, "total_cycles",
				(json_int_t)f->cmp.total_cycles, "ratio",
				f->cmp.total_cycles ? (double)f->total_cycles /
				(double)f->cmp.total_cycles : 0.0));
		else if (r->compare_target)
			json_object_set_new(o, "compare", json_pack("{s:s,s:b}",
				"target", r->compare_target, "reported", 0));
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
		json_array_append_new(fns, json_pack("{s:s,s:s,s:I,s:I,s:s}",
			"name", c->name, "file", c->file, "line", (json_int_t)c->line,
			"cycles_per_call", (json_int_t)c->cycles,
			"basis", count_basis_name(c->basis)));
	}
	json_object_set_new(root, "findings", fs);
	json_object_set_new(root, "errors", errs);
	json_object_set_new(root, "functions", fns);
	json_object_set_new(root, "files_analysed", json_integer((json_int_t)r->nfiles));
	int rc = json_dumpf(root, out, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
	fputc('\n', out);
	json_decref(root);
	return rc ? -1 : 0;
}
