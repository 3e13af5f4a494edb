/*
 * config.c: load and look up .tmopt.yaml (see config.h).
 *
 * Loading follows machdesc.c and uses yamlload.c: the same bytes are read
 * twice.
 *
 *   1. yamlload.c's locator records the line of every key and value by its
 *      path ("options.chain_ratio") and rejects duplicate keys, aliases and
 *      a document that is not a mapping; module_entry() collects the module
 *      map on the way, whose keys are paths and so cannot be schema fields.
 *   2. libcyaml loads the rest with a schema built at run time (the
 *      severity mapping has one field per registered rule), rejecting
 *      unknown keys; yamlload.c turns its log back into a path and a line.
 *
 * Config files are small and read once per directory, so the lookup cache
 * is two flat lists under one mutex.
 */
#include "config.h"
#include "check.h"
#include "machdesc.h"
#include "model.h"
#include "util.h"
#include "yamlload.h"

#include <cyaml/cyaml.h>

#include <ctype.h>
#include <errno.h>
#include <fnmatch.h>
#include <inttypes.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>



/* ---- paths ------------------------------------------------------------- */

char *config_abspath(const char *path)
{
	char buf[PATH_MAX];
	struct strbuf sb = { 0 };

	if (realpath(path, buf))
		return xstrdup(buf);
	if (path[0] != '/') {
		if (!getcwd(buf, sizeof buf))
			strcpy(buf, ".");
		sb_puts(&sb, buf);
	}
	/* normalise "/a/./b/../c" component by component */
	char *copy = xstrdup(path), *save = NULL;
	char *joined = xasprintf("%s/%s", sb.buf ? sb.buf : "", copy);
	sb_release(&sb);
	struct strbuf out = { 0 };
	for (char *p = strtok_r(joined, "/", &save); p; p = strtok_r(NULL, "/", &save)) {
		if (!strcmp(p, "."))
			continue;
		if (!strcmp(p, "..")) {
			char *slash = out.buf ? strrchr(out.buf, '/') : NULL;
			if (slash) {
				out.len = (size_t)(slash - out.buf);
				out.buf[out.len] = 0;
			}
			continue;
		}
		sb_printf(&out, "/%s", p);
	}
	free(copy);
	free(joined);
	if (!out.len)
		sb_puts(&out, "/");
	return sb_detach(&out);
}

/* ---- pass 1: the module map --------------------------------------------- */

/* The loader's state: the located YAML and the module map pass 1 collects. */
struct loader {
	struct yaml_loader yl;
	struct config_module *mods;
	size_t nmods;
	unsigned *mod_lines;
};

/* Pass 1's hook: a value under "modules" is one entry of the module map,
 * whose keys are paths and so cannot be schema fields. */
static int module_entry(struct yaml_loader *yl, const struct yl_value *v)
{
	struct loader *ld = yl->ctx;
	const yaml_event_t *ev = v->ev;

	if (!v->parent[0] && !strcmp(v->key, "modules")) {
		/* the map itself: schema pass 2 ignores it, so check it here */
		const char *t = (const char *)ev->data.scalar.value;
		if (ev->type == YAML_MAPPING_START_EVENT ||
		    (ev->type == YAML_SCALAR_EVENT &&
		     ev->data.scalar.style == YAML_PLAIN_SCALAR_STYLE &&
		     (!ev->data.scalar.length || !strcmp(t, "~") ||
		      !strcmp(t, "null"))))
			return 0;
		return yl_error(yl, v->line, "'modules' must be a mapping of "
				"path prefix to module name");
	}
	if (strcmp(v->parent, "modules") != 0)
		return 0;
	if (ev->type != YAML_SCALAR_EVENT)
		return yl_error(yl, v->line, "module '%s' in modules: expected a "
				"module name", v->key);
	if (!*v->key || !ev->data.scalar.length)
		return yl_error(yl, v->line, "empty path or module name in modules");
	ld->mods = xrealloc(ld->mods, (ld->nmods + 1) * sizeof(*ld->mods));
	ld->mod_lines = xrealloc(ld->mod_lines, (ld->nmods + 1) * sizeof(unsigned));
	ld->mods[ld->nmods].prefix = xstrdup(v->key);
	ld->mods[ld->nmods].name = xstrdup((const char *)ev->data.scalar.value);
	ld->mod_lines[ld->nmods++] = v->line;
	return 0;
}

/* ---- pass 2: the schema --------------------------------------------------- */

struct raw_options {
	uint64_t *assumed_trip;
	double *chain_ratio;
	unsigned *chain_min_cycles;
	unsigned *guard_max_ops;
	unsigned *unroll;
};

struct raw_cfg {
	char *rules;
	char *target;
	int *severity;		/* rule_count + 1 ints, 0 = unset, else sev+1 */
	struct raw_options options;
	char **exclude;
	unsigned exclude_count;
	char *compile_commands;
	char **compiler_args;
	unsigned compiler_args_count;
	char **cold;
	unsigned cold_count;
	char **hot;
	unsigned hot_count;
	char **entries;
	unsigned entries_count;
	char **settings;
	unsigned settings_count;
	char *db;
	unsigned *unroll;	/* top-level 'unroll:' (issue 10's spelling) */
};

static const cyaml_strval_t sev_strings[] = {
	{ "note", SEV_NOTE + 1 }, { "warning", SEV_WARNING + 1 },
	{ "error", SEV_ERROR + 1 },
};

static const cyaml_schema_field_t option_fields[] = {
	CYAML_FIELD_UINT_PTR("assumed_trip", CYAML_FLAG_OPTIONAL,
			     struct raw_options, assumed_trip),
	CYAML_FIELD_FLOAT_PTR("chain_ratio", CYAML_FLAG_OPTIONAL,
			      struct raw_options, chain_ratio),
	CYAML_FIELD_UINT_PTR("chain_min_cycles", CYAML_FLAG_OPTIONAL,
			     struct raw_options, chain_min_cycles),
	CYAML_FIELD_UINT_PTR("guard_max_ops", CYAML_FLAG_OPTIONAL,
			     struct raw_options, guard_max_ops),
	CYAML_FIELD_UINT_PTR("unroll", CYAML_FLAG_OPTIONAL,
			     struct raw_options, unroll),
	CYAML_FIELD_END
};

static const cyaml_schema_value_t string_entry = {
	CYAML_VALUE_STRING(CYAML_FLAG_POINTER, char, 1, CYAML_UNLIMITED),
};

/* The schema with one severity field per rule, built per load. */
struct schema {
	cyaml_schema_field_t *sev_fields;
	cyaml_schema_field_t top[15];
	cyaml_schema_value_t value;
};

static void schema_build(struct schema *s)
{
	s->sev_fields = xcalloc(rule_count + 2, sizeof(*s->sev_fields));
	for (unsigned r = 0; r <= rule_count; r++) {
		cyaml_schema_field_t *f = &s->sev_fields[r];
		f->key = r < rule_count ? rule_table[r]->id : "suppression";
		f->data_offset = (uint32_t)(r * sizeof(int));
		f->value = (cyaml_schema_value_t){ CYAML_VALUE_ENUM(
			CYAML_FLAG_OPTIONAL | CYAML_FLAG_STRICT, int,
			sev_strings, 3) };
	}
	cyaml_schema_field_t top[] = {
		CYAML_FIELD_STRING_PTR("rules", CYAML_FLAG_POINTER |
			CYAML_FLAG_OPTIONAL, struct raw_cfg, rules, 0,
			CYAML_UNLIMITED),
		CYAML_FIELD_STRING_PTR("target", CYAML_FLAG_POINTER |
			CYAML_FLAG_OPTIONAL, struct raw_cfg, target, 1,
			CYAML_UNLIMITED),
		{ .key = "severity",
		  .data_offset = offsetof(struct raw_cfg, severity),
		  .value = { .type = CYAML_MAPPING,
			     .flags = CYAML_FLAG_POINTER | CYAML_FLAG_OPTIONAL,
			     .data_size = (uint32_t)((rule_count + 1) * sizeof(int)),
			     .mapping = { .fields = s->sev_fields } } },
		CYAML_FIELD_MAPPING("options", CYAML_FLAG_OPTIONAL,
			struct raw_cfg, options, option_fields),
		CYAML_FIELD_IGNORE("modules", CYAML_FLAG_OPTIONAL),
		CYAML_FIELD_SEQUENCE("exclude", CYAML_FLAG_POINTER |
			CYAML_FLAG_OPTIONAL, struct raw_cfg, exclude,
			&string_entry, 0, CYAML_UNLIMITED),
		CYAML_FIELD_STRING_PTR("compile-commands", CYAML_FLAG_POINTER |
			CYAML_FLAG_OPTIONAL, struct raw_cfg, compile_commands,
			1, CYAML_UNLIMITED),
		CYAML_FIELD_SEQUENCE("compiler-args", CYAML_FLAG_POINTER |
			CYAML_FLAG_OPTIONAL, struct raw_cfg, compiler_args,
			&string_entry, 0, CYAML_UNLIMITED),
		CYAML_FIELD_SEQUENCE("cold", CYAML_FLAG_POINTER |
			CYAML_FLAG_OPTIONAL, struct raw_cfg, cold,
			&string_entry, 0, CYAML_UNLIMITED),
		CYAML_FIELD_SEQUENCE("hot", CYAML_FLAG_POINTER |
			CYAML_FLAG_OPTIONAL, struct raw_cfg, hot,
			&string_entry, 0, CYAML_UNLIMITED),
		CYAML_FIELD_SEQUENCE("entries", CYAML_FLAG_POINTER |
			CYAML_FLAG_OPTIONAL, struct raw_cfg, entries,
			&string_entry, 0, CYAML_UNLIMITED),
		CYAML_FIELD_SEQUENCE("settings", CYAML_FLAG_POINTER |
			CYAML_FLAG_OPTIONAL, struct raw_cfg, settings,
			&string_entry, 0, CYAML_UNLIMITED),
		CYAML_FIELD_STRING_PTR("db", CYAML_FLAG_POINTER |
			CYAML_FLAG_OPTIONAL, struct raw_cfg, db,
			1, CYAML_UNLIMITED),
		CYAML_FIELD_UINT_PTR("unroll", CYAML_FLAG_OPTIONAL,
				     struct raw_cfg, unroll),
		CYAML_FIELD_END
	};
	_Static_assert(sizeof(top) == sizeof(s->top),
		       "struct schema's top[] holds every top-level key and the end");
	memcpy(s->top, top, sizeof(top));
	s->value = (cyaml_schema_value_t){ CYAML_VALUE_MAPPING(
		CYAML_FLAG_POINTER, struct raw_cfg, s->top) };
}

static const char *key_kind(const char *path)
{
	if (!strcmp(path, "severity"))
		return "rule";
	if (!strcmp(path, "options"))
		return "rule option";
	return "key";
}

/* libcyaml's failure e at path, other than an unknown key, in the words of
 * docs/precommit.md.  Returns -1 with yl->err set, or 0 for the generic
 * message. */
static int cyaml_detail(struct yaml_loader *yl, cyaml_err_t e, const char *path)
{
	const char *w = yl_where(path);
	unsigned line = yl_val_line(yl, path);

	if (e == CYAML_ERR_INVALID_VALUE && !strncmp(path, "severity.", 9))
		return yl_error(yl, line, "invalid severity for '%s': expected "
				"note, warning or error", path + 9);
	if (e == CYAML_ERR_INVALID_VALUE || e == CYAML_ERR_INVALID_DATA_SIZE)
		return yl_error(yl, line, "invalid value for '%s'%s", w,
				!strncmp(path, "options.", 8) ||
				!strcmp(path, "unroll") ? ": expected a number" : "");
	if (e == CYAML_ERR_UNEXPECTED_EVENT)
		return yl_error(yl, line, "wrong kind of value for '%s'", w);
	if (e == CYAML_ERR_STRING_LENGTH_MIN)
		return yl_error(yl, line, "empty string for '%s'", w);
	return 0;
}

/* ---- pass 3: checks and conversion -------------------------------------- */

static int check_rules(struct loader *ld, const char *globs)
{
	char *copy = xstrdup(globs), *save = NULL;
	int rc = 0;

	for (char *g = strtok_r(copy, ",", &save); g && !rc;
	     g = strtok_r(NULL, ",", &save)) {
		while (*g == ' ')
			g++;
		const char *pat = *g == '-' ? g + 1 : g;
		bool any = !*pat;
		for (unsigned r = 0; r < rule_count && !any; r++)
			any = !fnmatch(pat, rule_table[r]->id, 0);
		if (!any)
			rc = yl_error(&ld->yl, yl_val_line(&ld->yl, "rules"), "'%s' in rules "
				      "matches no rule (see 'tmopt rules')", pat);
	}
	free(copy);
	return rc;
}

/* Resolve target: a path relative to the config's dir, or a name that
 * must exist in the machine directory. */
static int check_target(struct loader *ld, const char *dir, char *target,
			char **out)
{
	size_t n = strlen(target);

	if (strchr(target, '/') || (n > 5 && !strcmp(target + n - 5, ".yaml"))) {
		char *p = target[0] == '/' ? xstrdup(target) :
			  xasprintf("%s/%s", dir, target);
		if (access(p, R_OK)) {
			free(p);
			return yl_error(&ld->yl, yl_val_line(&ld->yl, "target"), "target: cannot "
					"read machine file '%s'", target);
		}
		*out = p;
		return 0;
	}
	char *p = xasprintf("%s/%s.yaml", md_dir(), target);
	int ok = !access(p, R_OK);
	free(p);
	if (!ok)
		return yl_error(&ld->yl, yl_val_line(&ld->yl, "target"), "unknown target '%s' "
				"(see 'tmopt targets')", target);
	*out = xstrdup(target);
	return 0;
}

/* p past spaces and tabs. */
static const char *blanks(const char *p)
{
	while (*p == ' ' || *p == '\t')
		p++;
	return p;
}

/* The identifier at *p, advanced past it (and blanks around), or NULL. */
static char *ident(const char **p)
{
	const char *b = blanks(*p);
	const char *e = b;
	if (!isalpha((unsigned char)*e) && *e != '_')
		return NULL;
	while (isalnum((unsigned char)*e) || *e == '_')
		e++;
	char *r = xstrndup(b, (size_t)(e - b));
	*p = blanks(e);
	return r;
}

/* A number or a name at *p (blanks around skipped): *name set for a
 * name, else *v.  -1 if neither. */
static int number_or_name(const char **p, long long *v, char **name)
{
	*p = blanks(*p);
	if (isdigit((unsigned char)**p) || **p == '-' || **p == '+') {
		char *end;
		errno = 0;
		*v = strtoll(*p, &end, 0);
		if (errno == ERANGE && isdigit((unsigned char)**p)) {
			/* an unsigned 64-bit value above the signed range
			 * ('0xffffffffffffffff'): its bits */
			errno = 0;
			*v = (long long)strtoull(*p, &end, 0);
		}
		if (errno || end == *p)
			return -1;
		*p = blanks(end);
		return 0;
	}
	return (*name = ident(p)) ? 0 : -1;
}

/* "type.field = value", "type.field & mask = value", "type.member = f |
 * g" (the functions a function pointer member holds, name "f|g"),
 * "function() = value" or "function(param) = value" (type "", field the
 * function's name) into *u; -1 if it is not one. */
static int parse_setting(const char *text, struct user_setting *u)
{
	const char *p = text;
	char *type = ident(&p), *field = NULL, *name = NULL, *mname = NULL;
	long long v = 0, mask = -1;
	if (type && *p == '(') {	/* what every call returns, or passes */
		p = blanks(p + 1);
		char *param = *p == ')' ? NULL : ident(&p);
		field = type;
		type = xstrdup("");
		if (*p++ != ')') {
			free(param);
			goto bad;
		}
		p = blanks(p);
		if (*p++ != '=' || number_or_name(&p, &v, &name) || *p) {
			free(param);
			goto bad;
		}
		*u = (struct user_setting){ xstrdup(text), type, field, name, v,
					    NULL, -1, NULL, param };
		return 0;
	}
	if (!type || *p++ != '.' || !(field = ident(&p)))
		goto bad;
	if (*p == '&' && (p++, number_or_name(&p, &mask, &mname)))
		goto bad;
	if (*p++ != '=' || number_or_name(&p, &v, &name))
		goto bad;
	/* the functions a function pointer member may hold: 'f | g', kept
	 * as "f|g" */
	while (name && !mname && *p == '|') {
		p++;
		char *alt = ident(&p);
		if (!alt)
			goto bad;
		char *both = xasprintf("%s|%s", name, alt);
		free(name);
		free(alt);
		name = both;
	}
	if (*p)
		goto bad;
	*u = (struct user_setting){ xstrdup(text), type, field, name, v,
				    mname, mask, NULL, NULL };
	return 0;
bad:
	free(type);
	free(field);
	free(name);
	free(mname);
	return -1;
}

static int convert(struct loader *ld, struct raw_cfg *r, struct tmconfig *c)
{
	const struct raw_options *o = &r->options;

	if (r->rules && check_rules(ld, r->rules))
		return -1;
	if (r->rules)
		c->rules = xstrdup(r->rules);
	if (r->target && check_target(ld, c->dir, r->target, &c->target))
		return -1;
	for (unsigned i = 0; i <= rule_count; i++)
		c->severity[i] = r->severity && r->severity[i] ?
				 r->severity[i] - 1 : -1;
	if (o->assumed_trip) {
		if (!*o->assumed_trip)
			return yl_error(&ld->yl, yl_val_line(&ld->yl, "options.assumed_trip"),
					"'options.assumed_trip' must be greater than 0");
		if (*o->assumed_trip > COUNT_CAP)	/* as --assumed-trip */
			return yl_error(&ld->yl, yl_val_line(&ld->yl, "options.assumed_trip"),
					"'options.assumed_trip' %" PRIu64 " is more than "
					"%" PRIu64, *o->assumed_trip, COUNT_CAP);
		c->opt.assumed_trip = *o->assumed_trip;
		c->opt_set |= CFG_OPT_ASSUMED_TRIP;
	}
	if (o->chain_ratio) {
		if (!(*o->chain_ratio > 0))
			return yl_error(&ld->yl, yl_val_line(&ld->yl, "options.chain_ratio"),
					"'options.chain_ratio' must be greater than 0");
		c->opt.chain_ratio = *o->chain_ratio;
		c->opt_set |= CFG_OPT_CHAIN_RATIO;
	}
	if (o->chain_min_cycles) {
		c->opt.chain_min_cycles = *o->chain_min_cycles;
		c->opt_set |= CFG_OPT_CHAIN_MIN_CYCLES;
	}
	if (o->guard_max_ops) {
		c->opt.guard_max_ops = *o->guard_max_ops;
		c->opt_set |= CFG_OPT_GUARD_MAX_OPS;
	}
	if (r->unroll && o->unroll)
		return yl_error(&ld->yl, yl_val_line(&ld->yl, "options.unroll"),
				"'options.unroll' repeats 'unroll' (line %u): "
				"keep one", yl_val_line(&ld->yl, "unroll"));
	if (r->unroll || o->unroll) {
		/* 'unroll:' (the spelling of issue 10) or 'options: unroll' */
		const char *key = r->unroll ? "unroll" : "options.unroll";
		unsigned v = r->unroll ? *r->unroll : *o->unroll;
		if (!v || v > 64)
			return yl_error(&ld->yl, yl_val_line(&ld->yl, key),
					"'%s' must be between 1 and 64", key);
		c->opt.unroll = v;
		c->opt_set |= CFG_OPT_UNROLL;
	}
	c->exclude = xcalloc(r->exclude_count + 1, sizeof(char *));
	for (unsigned i = 0; i < r->exclude_count; i++)
		c->exclude[c->nexclude++] = xstrdup(r->exclude[i]);
	if (r->compile_commands) {
		const char *p = r->compile_commands;
		char *abs = p[0] == '/' ? xstrdup(p) : xasprintf("%s/%s", c->dir, p);
		c->compile_commands = config_abspath(abs);
		free(abs);
	}
	c->args = xcalloc(r->compiler_args_count + 1, sizeof(char *));
	for (unsigned i = 0; i < r->compiler_args_count; i++)
		c->args[c->nargs++] = xstrdup(r->compiler_args[i]);
	if (r->cold) {
		c->cold_set = true;
		c->cold = xcalloc(r->cold_count + 1, sizeof(char *));
		for (unsigned i = 0; i < r->cold_count; i++)
			c->cold[c->ncold++] = xstrdup(r->cold[i]);
	}
	c->hot = xcalloc(r->hot_count + 1, sizeof(char *));
	for (unsigned i = 0; i < r->hot_count; i++)
		c->hot[c->nhot++] = xstrdup(r->hot[i]);
	if (!r->entries_count && yl_has(&ld->yl, "entries"))
		return yl_error(&ld->yl, yl_val_line(&ld->yl, "entries"),
				"'entries' is empty: name the functions the "
				"application calls per frame, or leave the key "
				"out (every entry point then runs per frame)");
	c->entries = xcalloc(r->entries_count + 1, sizeof(char *));
	for (unsigned i = 0; i < r->entries_count; i++)
		c->entries[c->nentries++] = xstrdup(r->entries[i]);
	if (r->settings_count)
		c->settings = xcalloc(r->settings_count, sizeof(*c->settings));
	for (unsigned i = 0; i < r->settings_count; i++) {
		char key[32];
		snprintf(key, sizeof key, "settings[%u]", i);
		if (parse_setting(r->settings[i], &c->settings[c->nsettings]))
			return yl_error(&ld->yl, yl_val_line(&ld->yl, key),
					"'%s': '%s' is not a setting: expected "
					"'type.field = value', the value a "
					"number or an enumerator's or macro's "
					"name ('twolame_options.mode = "
					"TWOLAME_STEREO'); 'type.field & mask "
					"= value' gives the mask's bits only; "
					"'type.member = f | g' the functions a "
					"function pointer member holds; "
					"'function() = value' what every call of "
					"the function returns, 'function(param) = "
					"value' what every call passes for the "
					"parameter", key, r->settings[i]);
		c->settings[c->nsettings].origin = c->path;
		c->nsettings++;
		const struct user_setting *u = &c->settings[i];
		if (!u->name && !u->mask_name && (u->value & ~u->mask))
			return yl_error(&ld->yl, yl_val_line(&ld->yl, key),
					"'%s': '%s': the value has bits the mask "
					"does not give", key, u->text);
		/* each bit of a field is given once */
		for (unsigned j = 0; j < i; j++) {
			const struct user_setting *o = &c->settings[j];
			if (strcmp(o->type, u->type) || strcmp(o->field, u->field) ||
			    !o->param != !u->param ||
			    (u->param && strcmp(o->param, u->param)))
				continue;
			/* (a named mask against a numbered one: the unit's
			 * definition decides; model.c drops the later) */
			bool clash = u->mask_name && o->mask_name ?
				     !strcmp(u->mask_name, o->mask_name) :
				     u->mask_name ? o->mask == -1 :
				     o->mask_name ? u->mask == -1 :
				     (u->mask & o->mask) != 0;
			if (clash && u->param)
				return yl_error(&ld->yl, yl_val_line(&ld->yl, key),
						"'%s': '%s' gives what every call of "
						"'%s()' passes for '%s', which "
						"settings[%u] '%s' gives", key, u->text,
						u->field, u->param, j, o->text);
			if (clash && !u->type[0])
				return yl_error(&ld->yl, yl_val_line(&ld->yl, key),
						"'%s': '%s' gives what '%s()' returns, "
						"which settings[%u] '%s' gives",
						key, u->text, u->field, j, o->text);
			if (clash)
				return yl_error(&ld->yl, yl_val_line(&ld->yl, key),
						"'%s': '%s' gives bits of '%s.%s' "
						"that settings[%u] '%s' gives%s",
						key, u->text, u->type, u->field, j,
						o->text, u->name && o->name ?
						" (the functions a function pointer "
						"member holds go in one entry: "
						"'type.member = f | g')" : "");
		}
	}
	if (r->db)
		c->db = xstrdup(r->db);
	return 0;
}

int config_load(const char *path, struct tmconfig **out, char *err,
		size_t errlen)
{
	struct loader ld = { .yl = {
		.path = path, .err = err, .errlen = errlen, .what = "configuration",
		.flags = YL_NO_ALIASES, .on_value = module_entry, .ctx = &ld,
	} };
	cyaml_config_t ccfg = {
		.log_fn = yl_cyaml_log, .log_ctx = &ld.yl, .mem_fn = cyaml_mem,
		.log_level = CYAML_LOG_ERROR, .flags = CYAML_CFG_NO_ALIAS,
	};
	struct schema s = { 0 };
	struct raw_cfg *raw = NULL;
	struct tmconfig *c = xcalloc(1, sizeof(*c));
	size_t len = 0;
	int rc = -1;
	char *data;

	*out = NULL;
	if (err && errlen)
		err[0] = 0;
	c->path = config_abspath(path);
	char *slash = strrchr(c->path, '/');
	c->dir = slash == c->path ? xstrdup("/") :
		 xstrndup(c->path, (size_t)(slash - c->path));
	c->severity = xcalloc(rule_count + 1, sizeof(int));
	rule_options_default(&c->opt);
	if (!(data = read_file(path, &len))) {
		yl_error(&ld.yl, 0, "cannot read: %s", strerror(errno));
		goto out;
	}
	if (yl_locate(&ld.yl, (unsigned char *)data, len))
		goto out;
	for (unsigned i = 0; i <= rule_count; i++)
		c->severity[i] = -1;
	c->exclude = xcalloc(1, sizeof(char *));
	if (ld.yl.root_line) {
		schema_build(&s);
		if (yl_check_integers(&ld.yl, &s.value))
			goto out;
		cyaml_err_t e = cyaml_load_data((uint8_t *)data, len, &ccfg,
						&s.value, (cyaml_data_t **)&raw, NULL);
		if (e != CYAML_OK) {
			yl_cyaml_report(&ld.yl, e, key_kind, cyaml_detail);
			goto out;
		}
		free(c->exclude);
		c->exclude = NULL;
		if (convert(&ld, raw, c))
			goto out;
	}
	c->modules = ld.mods;
	c->nmodules = ld.nmods;
	ld.mods = NULL;
	ld.nmods = 0;
	*out = c;
	c = NULL;
	rc = 0;
out:
	if (raw)
		cyaml_free(&ccfg, &s.value, raw, 0);
	free(s.sev_fields);
	yl_release(&ld.yl);
	for (size_t i = 0; i < ld.nmods; i++) {
		free(ld.mods[i].prefix);
		free(ld.mods[i].name);
	}
	free(ld.mods);
	free(ld.mod_lines);
	free(data);
	config_free(c);
	return rc;
}

void config_free(struct tmconfig *c)
{
	if (!c)
		return;
	free(c->path);
	free(c->dir);
	free(c->rules);
	free(c->target);
	free(c->severity);
	for (size_t i = 0; i < c->nmodules; i++) {
		free(c->modules[i].prefix);
		free(c->modules[i].name);
	}
	free(c->modules);
	for (size_t i = 0; i < c->nexclude; i++)
		free(c->exclude[i]);
	free(c->exclude);
	free(c->compile_commands);
	for (size_t i = 0; i < c->nargs; i++)
		free(c->args[i]);
	free(c->args);
	for (size_t i = 0; i < c->ncold; i++)
		free(c->cold[i]);
	free(c->cold);
	for (size_t i = 0; i < c->nhot; i++)
		free(c->hot[i]);
	free(c->hot);
	for (size_t i = 0; i < c->nentries; i++)
		free(c->entries[i]);
	free(c->entries);
	for (size_t i = 0; i < c->nsettings; i++) {
		free(c->settings[i].text);
		free(c->settings[i].type);
		free(c->settings[i].field);
		free(c->settings[i].name);
		free(c->settings[i].mask_name);
		free(c->settings[i].param);
	}
	free(c->settings);
	free(c->db);
	free(c);
}


/* ---- lookup cache ------------------------------------------------------ */

struct dir_entry {
	char *dir;
	struct tmconfig *cfg;	/* borrowed from loaded[] */
};

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static struct tmconfig **loaded;
static size_t nloaded;
static struct dir_entry *dirs;
static size_t ndirs;
static struct tmconfig *forced;
static bool is_forced;

void config_cache_clear(void)
{
	pthread_mutex_lock(&cache_lock);
	for (size_t i = 0; i < nloaded; i++)
		config_free(loaded[i]);
	free(loaded);
	loaded = NULL;
	nloaded = 0;
	for (size_t i = 0; i < ndirs; i++)
		free(dirs[i].dir);
	free(dirs);
	dirs = NULL;
	ndirs = 0;
	config_free(forced);
	forced = NULL;
	is_forced = false;
	pthread_mutex_unlock(&cache_lock);
}

int config_force(const char *path, char *err, size_t errlen)
{
	struct tmconfig *c = NULL;

	if (path && config_load(path, &c, err, errlen))
		return -1;
	pthread_mutex_lock(&cache_lock);
	config_free(forced);
	forced = c;
	is_forced = path != NULL;
	pthread_mutex_unlock(&cache_lock);
	return 0;
}

/* Config for directory dir (absolute), searching upwards; lock held. */
static int find_locked(const char *dir, struct tmconfig **out, char *err,
		       size_t errlen)
{
	for (size_t i = 0; i < ndirs; i++)
		if (!strcmp(dirs[i].dir, dir)) {
			*out = dirs[i].cfg;
			return 0;
		}
	struct tmconfig *c = NULL;
	char *p = xasprintf("%s%s" CONFIG_NAME, dir, strcmp(dir, "/") ? "/" : "");
	struct stat st;
	if (stat(p, &st) == 0 && S_ISREG(st.st_mode)) {
		for (size_t i = 0; i < nloaded && !c; i++)
			if (!strcmp(loaded[i]->path, p))
				c = loaded[i];
		if (!c) {
			if (config_load(p, &c, err, errlen)) {
				free(p);
				return -1;
			}
			loaded = xrealloc(loaded, (nloaded + 1) * sizeof(*loaded));
			loaded[nloaded++] = c;
		}
	} else if (strcmp(dir, "/")) {
		const char *slash = strrchr(dir, '/');
		char *parent = slash == dir ? xstrdup("/") :
			       xstrndup(dir, (size_t)(slash - dir));
		int rc = find_locked(parent, &c, err, errlen);
		free(parent);
		if (rc) {
			free(p);
			return -1;
		}
	}
	free(p);
	dirs = xrealloc(dirs, (ndirs + 1) * sizeof(*dirs));
	dirs[ndirs++] = (struct dir_entry){ xstrdup(dir), c };
	*out = c;
	return 0;
}

int config_find(const char *file, const struct tmconfig **out, char *err,
		size_t errlen)
{
	char *abs = config_abspath(file);
	struct stat st;
	struct tmconfig *c = NULL;
	int rc = 0;

	if (stat(abs, &st) || !S_ISDIR(st.st_mode)) {
		char *slash = strrchr(abs, '/');
		if (slash == abs)
			abs[1] = 0;
		else if (slash)
			*slash = 0;
	}
	pthread_mutex_lock(&cache_lock);
	if (is_forced)
		c = forced;
	else
		rc = find_locked(abs, &c, err, errlen);
	pthread_mutex_unlock(&cache_lock);
	free(abs);
	*out = c;
	return rc;
}

/* path relative to dir, or NULL when path is not below dir. */
static const char *below(const char *path, const char *dir)
{
	size_t n = strlen(dir);

	if (!strcmp(dir, "/"))
		return path + 1;
	if (strncmp(path, dir, n) || (path[n] != '/' && path[n]))
		return NULL;
	return path[n] ? path + n + 1 : path + n;
}

const char *config_module_of(const char *path)
{
	const struct tmconfig *c;
	char err[512];

	if (config_find(path, &c, err, sizeof err) || !c)
		return NULL;
	char *abs = config_abspath(path);
	const char *rel = below(abs, c->dir);
	const char *best = NULL;
	size_t best_len = 0;
	for (size_t i = 0; rel && i < c->nmodules; i++) {
		const char *pre = c->modules[i].prefix;
		size_t n = strlen(pre);
		if (n > 2 && !strncmp(pre, "./", 2)) {
			pre += 2;
			n -= 2;
		}
		if (!strncmp(rel, pre, n) && n >= best_len) {
			best = c->modules[i].name;
			best_len = n;
		}
	}
	free(abs);
	return best;
}

bool config_excludes(const struct tmconfig *c, const char *path)
{
	if (!c || !c->nexclude)
		return false;
	char *abs = config_abspath(path);
	const char *rel = below(abs, c->dir);
	bool hit = false;
	if (rel) {
		char *p = xstrdup(rel);
		/* the path itself, then each leading directory */
		for (;;) {
			for (size_t i = 0; i < c->nexclude && !hit; i++)
				hit = !fnmatch(c->exclude[i], p, FNM_PATHNAME) ||
				      !fnmatch(c->exclude[i], p, 0);
			char *slash = strrchr(p, '/');
			if (hit || !slash)
				break;
			*slash = 0;
		}
		free(p);
	}
	free(abs);
	return hit;
}

/* ---- dump ------------------------------------------------------------- */

static void yaml_str(FILE *out, const char *s)
{
	fputc('"', out);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', out);
		fputc(*s, out);
	}
	fputc('"', out);
}

void config_dump(FILE *out, const struct tmconfig *c)
{
	struct rule_options def;

	rule_options_default(&def);
	const struct rule_options *o = c ? &c->opt : &def;
	fprintf(out, "# effective configuration: %s\n",
		c ? c->path : "built-in defaults (no " CONFIG_NAME " found)");
	fputs("rules: ", out);
	yaml_str(out, c && c->rules ? c->rules : "*");
	fputs("\ntarget: ", out);
	yaml_str(out, c && c->target ? c->target : "tm5250");
	fputs("\nseverity:\n", out);
	for (unsigned r = 0; r <= rule_count; r++) {
		int s = c ? c->severity[r] : -1;
		if (s >= 0)
			fprintf(out, "  %s: %s\n", r < rule_count ?
				rule_table[r]->id : "suppression",
				severity_name((enum severity)s));
		else
			fprintf(out, "  # %s: rule default\n", r < rule_count ?
				rule_table[r]->id : "suppression");
	}
	fprintf(out, "options:\n  assumed_trip: %llu\n  chain_ratio: %g\n"
		"  chain_min_cycles: %u\n  guard_max_ops: %u\n",
		(unsigned long long)o->assumed_trip, o->chain_ratio,
		o->chain_min_cycles, o->guard_max_ops);
	fputs(c && c->nmodules ? "modules:\n" : "modules: {}\n", out);
	for (size_t i = 0; c && i < c->nmodules; i++) {
		fputs("  ", out);
		yaml_str(out, c->modules[i].prefix);
		fputs(": ", out);
		yaml_str(out, c->modules[i].name);
		fputc('\n', out);
	}
	fputs(c && c->nexclude ? "exclude:\n" : "exclude: []\n", out);
	for (size_t i = 0; c && i < c->nexclude; i++) {
		fputs("  - ", out);
		yaml_str(out, c->exclude[i]);
		fputc('\n', out);
	}
	if (c && c->compile_commands) {
		fputs("compile-commands: ", out);
		yaml_str(out, c->compile_commands);
		fputc('\n', out);
	} else {
		fputs("# compile-commands: none\n", out);
	}
	fputs(c && c->nargs ? "compiler-args:\n" : "compiler-args: []\n", out);
	for (size_t i = 0; c && i < c->nargs; i++) {
		fputs("  - ", out);
		yaml_str(out, c->args[i]);
		fputc('\n', out);
	}
	if (c && c->db) {
		fputs("db: ", out);
		yaml_str(out, c->db);
		fputc('\n', out);
	}
}
