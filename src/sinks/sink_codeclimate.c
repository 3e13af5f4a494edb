/*
 * sink_codeclimate.c: the Code Quality report GitLab reads (the subset of
 * the Code Climate issue format GitLab documents: an array of issues with
 * description, check_name, fingerprint, severity and location.path /
 * location.lines.begin).  GitLab compares the report of a merge request
 * with its target branch's by fingerprint and keeps one issue per
 * fingerprint, so the finding's fingerprint (which leaves out file and
 * line, so moved code keeps it) is hashed with the file's path; paths must
 * be relative to the repository, which the caller arranges
 * (gate_paths_to_root).
 * Suppressed findings are left out, as in text and JSON.
 */
#include "sink.h"
#include "util.h"

#include <jansson.h>
#include <stdio.h>

/* GitLab's levels: info, minor, major, critical, blocker. */
static const char *cc_severity(enum severity s)
{
	return s == SEV_ERROR ? "critical" : s == SEV_WARNING ? "major" : "minor";
}

/* FNV-1a 64 of the path and the finding's fingerprint, 16 hex digits. */
static void cc_fingerprint(const struct finding *f, char out[17])
{
	unsigned long long h = 1469598103934665603ULL;
	const char *parts[] = { f->file, "\n", f->fingerprint };

	for (size_t i = 0; i < 3; i++)
		for (const char *p = parts[i]; *p; p++)
			h = (h ^ (unsigned char)*p) * 1099511628211ULL;
	snprintf(out, 17, "%016llx", h);
}

int sink_codeclimate(FILE *out, const struct check_result *r)
{
	json_t *a = json_array();

	for (size_t i = 0; i < r->fs.n; i++) {
		const struct finding *f = &r->fs.v[i];
		if (f->suppressed)
			continue;
		char tb[32], fp[17];
		cc_fingerprint(f, fp);
		char *desc = f->cycles ?
			xasprintf("%s (~%s cycles per call)", f->message,
				  num_group(f->total_cycles, tb)) :
			xstrdup(f->message);
		json_t *o = json_pack("{s:s,s:s,s:s,s:s,s:{s:s,s:{s:i}}}",
			"description", desc, "check_name", f->rule,
			"fingerprint", fp,
			"severity", cc_severity(f->severity),
			"location", "path", f->file, "lines", "begin",
			(int)f->line);
		json_object_set_new(o, "categories", json_pack("[s]", "Performance"));
		json_object_set_new(o, "type", json_string("issue"));
		json_array_append_new(a, o);
		free(desc);
	}
	int rc = sink_json_dump(a, out);
	fputc('\n', out);
	json_decref(a);
	return rc ? -1 : 0;
}
