/*
 * cmd_info.c: the informational commands: rules, explain, targets, version.
 * They read the rule registry, the rule pages (source tree, then the
 * installed copy) and the machine files; none parses C.  `targets --diff A
 * B` is the porting view: what changes from machine A to machine B (units,
 * op latencies, jumps, caches, emulated routines, custom operations), one
 * line per difference, "(est.)" where B's value is an estimate.
 */
#include "cli.h"
#include "machdesc.h"
#include "parse.h"
#include "rule.h"
#include "util.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int cmd_rules(int argc, char **argv)
{
	int rc = cli_no_options(argc, argv, "usage: tmopt rules\n\nlist the "
		"rules: id and summary ('tmopt explain RULE' shows a rule's "
		"page)\n");

	if (rc >= 0)
		return rc;
	for (unsigned i = 0; i < rule_count; i++)
		printf("%-20s %s\n", rule_table[i]->id, rule_table[i]->summary);
	return EXIT_CLEAN;
}

static const char explain_usage[] =
"usage: tmopt explain [--raw] [--color WHEN] RULE\n"
"\n"
"show the rule's documentation page ('tmopt rules' lists the rules),\n"
"rendered for the terminal\n"
"\n"
"  --raw          the page's Markdown source\n"
"  --color WHEN   auto (default), always, never\n";

int cmd_explain(int argc, char **argv)
{
	const char *id = NULL, *color = "auto";
	bool raw = false;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			fputs(explain_usage, stdout);
			return EXIT_CLEAN;
		} else if (!strcmp(argv[i], "--raw")) {
			raw = true;
		} else if (!strcmp(argv[i], "--color") && i + 1 < argc) {
			color = argv[++i];
		} else if (!strncmp(argv[i], "--color=", 8)) {
			color = argv[i] + 8;
		} else if (argv[i][0] == '-') {
			fprintf(stderr, "%s: unrecognized option '%s'\n", argv[0],
				argv[i]);
			return cli_usage_hint(argv[0]);
		} else if (id) {
			error("explain takes one RULE ('%s' and '%s' given)", id,
			      argv[i]);
			return EXIT_USAGE;
		} else {
			id = argv[i];
		}
	}
	if (strcmp(color, "auto") && strcmp(color, "always") &&
	    strcmp(color, "never")) {
		error("--color: '%s' is not auto, always or never", color);
		return EXIT_USAGE;
	}
	if (!id) {
		fputs(explain_usage, stderr);
		return EXIT_USAGE;
	}
	const struct rule *r = rule_find(id);
	if (!r) {
		error("unknown rule '%s' (see 'tmopt rules')", id);
		return EXIT_USAGE;
	}
	char *p = rule_doc_path(r->id);
	if (!p) {
		printf("%s: %s\n(no documentation page installed)\n", r->id, r->summary);
		return EXIT_CLEAN;
	}
	size_t len;
	char *text = read_file(p, &len);
	free(p);
	if (!text)
		return error("cannot read the documentation of '%s'", r->id), EXIT_USAGE;
	if (raw) {
		fwrite(text, 1, len, stdout);
	} else {
		/* the terminal's width, else $COLUMNS, else 100 */
		const char *cols = getenv("COLUMNS");
		long w = cols ? strtol(cols, NULL, 10) : 0;
		struct winsize ws;
		if (isatty(STDOUT_FILENO) &&
		    ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col)
			w = ws.ws_col;
		md_render_term(stdout, text, len, cli_color(color, STDOUT_FILENO),
			       w >= 40 ? (size_t)w : 100);
	}
	free(text);
	return EXIT_CLEAN;
}

/* ---- targets --diff ------------------------------------------------------ */

/* Prints a section heading before its first line. */
struct diff_out {
	const char *section;
	bool printed;
	unsigned lines;
};

static void diff_line(struct diff_out *d, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void diff_line(struct diff_out *d, const char *fmt, ...)
{
	va_list ap;

	if (!d->printed) {
		printf("%s:\n", d->section);
		d->printed = true;
	}
	va_start(ap, fmt);
	fputs("  ", stdout);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	d->lines++;
}

static void diff_section(struct diff_out *d, const char *name)
{
	d->section = name;
	d->printed = false;
}

/* One unsigned value: a line when a != b.  0 is never a valid value in a
 * machine file: it stands for "not given" and prints as "-". */
static void diff_u(struct diff_out *d, const char *what, unsigned a,
		   unsigned b, bool est)
{
	char sa[16] = "-", sb[16] = "-";

	if (a == b)
		return;
	if (a)
		snprintf(sa, sizeof sa, "%u", a);
	if (b)
		snprintf(sb, sizeof sb, "%u", b);
	diff_line(d, "%-28s %s -> %s%s", what, sa, sb, est ? " (est.)" : "");
}

static void diff_b(struct diff_out *d, const char *what, bool a, bool b,
		   bool est)
{
	if (a != b)
		diff_line(d, "%-28s %s -> %s%s", what, a ? "yes" : "no",
			  b ? "yes" : "no", est ? " (est.)" : "");
}

/* Issue slots of a unit as "1,2,3". */
static void slot_list(unsigned mask, char *out, size_t len)
{
	size_t n = 0;

	out[0] = '\0';
	for (unsigned i = 0; i < 32 && n < len; i++)
		if (mask & (1u << i))
			n += (size_t)snprintf(out + n, len - n, "%s%u",
					      n ? "," : "", i + 1);
}

static int unit_named(const struct machine *m, const char *name)
{
	for (unsigned i = 0; i < m->nunits; i++)
		if (!strcmp(m->units[i].name, name))
			return (int)i;
	return -1;
}

static void diff_units(struct diff_out *d, const struct machine *a,
		       const struct machine *b)
{
	char sa[64], sb[64], what[64];

	diff_section(d, "units");
	for (unsigned i = 0; i < a->nunits; i++) {
		const struct md_unit *ua = &a->units[i];
		int j = unit_named(b, ua->name);
		slot_list(ua->slots, sa, sizeof sa);
		if (j < 0) {
			diff_line(d, "%-28s removed (%u, slots %s)", ua->name,
				  ua->count, sa);
			continue;
		}
		const struct md_unit *ub = &b->units[j];
		snprintf(what, sizeof what, "%s count", ua->name);
		diff_u(d, what, ua->count, ub->count, ub->estimated);
		slot_list(ub->slots, sb, sizeof sb);
		if (strcmp(sa, sb))
			diff_line(d, "%-28s %s -> %s%s", ua->name, sa, sb,
				  ub->estimated ? " (est.)" : "");
	}
	for (unsigned j = 0; j < b->nunits; j++)
		if (unit_named(a, b->units[j].name) < 0) {
			slot_list(b->units[j].slots, sb, sizeof sb);
			diff_line(d, "%-28s added (%u, slots %s)%s",
				  b->units[j].name, b->units[j].count, sb,
				  b->units[j].estimated ? " (est.)" : "");
		}
}

static void diff_ops(struct diff_out *d, const struct machine *a,
		     const struct machine *b)
{
	char what[64];

	diff_section(d, "ops");
	for (int c = 0; c < MD_OP__COUNT; c++) {
		const struct md_op *oa = &a->ops[c], *ob = &b->ops[c];
		const char *name = md_opclass_name((enum md_opclass)c);
		const char *ua = a->units[oa->unit].name;
		const char *ub = b->units[ob->unit].name;
		if (strcmp(ua, ub))
			diff_line(d, "%-28s unit %s -> %s%s", name, ua, ub,
				  ob->estimated ? " (est.)" : "");
		snprintf(what, sizeof what, "%s latency", name);
		diff_u(d, what, oa->latency, ob->latency, ob->estimated);
		snprintf(what, sizeof what, "%s recovery", name);
		diff_u(d, what, oa->recovery, ob->recovery, ob->estimated);
	}
	diff_section(d, "jumps and calls");
	diff_u(d, "jump_delay_slots", a->jump_delay_slots, b->jump_delay_slots,
	       b->jump_estimated);
	diff_u(d, "taken_jump_stall", a->taken_jump_stall, b->taken_jump_stall,
	       b->taken_jump_estimated);
	diff_u(d, "branch_cycles", a->branch_cycles, b->branch_cycles,
	       b->branch_estimated);
	diff_u(d, "call_cycles", a->call_cycles, b->call_cycles,
	       b->call_estimated);
	diff_u(d, "unroll_default", a->unroll_default, b->unroll_default,
	       b->unroll_estimated);
	diff_section(d, "loads and stores");
	const struct md_addressing *xa = &a->addressing, *xb = &b->addressing;
	diff_b(d, "unaligned", xa->unaligned, xb->unaligned, xb->estimated);
	diff_b(d, "displacement", xa->displacement, xb->displacement,
	       xb->estimated);
	diff_b(d, "index", xa->index, xb->index, xb->estimated);
	diff_b(d, "scaled_index", xa->scaled_index, xb->scaled_index,
	       xb->estimated);
}

static void diff_cache(struct diff_out *d, const char *lvl,
		       const struct md_cache *a, const struct md_cache *b)
{
	char w[64];
	bool e = b->estimated;

#define DU(f) (snprintf(w, sizeof w, "%s." #f, lvl), \
	       diff_u(d, w, a->f, b->f, e))
#define DB(f) (snprintf(w, sizeof w, "%s." #f, lvl), \
	       diff_b(d, w, a->f, b->f, e))
	DB(present);
	DU(size);
	DU(ways);
	DU(line);
	DU(hit_cycles);
	DU(fast_lines);
	DU(slow_hit_cycles);
	DU(banks);
	DB(double_line_fetch);
	DB(write_allocate_no_fetch);
	DU(refill_bytes);
	DU(prefetch_regions);
	DU(prefetch_max_pending);
	DU(fetch_align);
#undef DU
#undef DB
}

static void diff_memory(struct diff_out *d, const struct machine *a,
			const struct machine *b)
{
	char what[64];

	diff_section(d, "caches");
	diff_cache(d, "l1d", &a->l1d, &b->l1d);
	diff_cache(d, "l2", &a->l2, &b->l2);
	diff_cache(d, "l1i", &a->l1i, &b->l1i);
	diff_u(d, "memory_cycles", a->memory_cycles, b->memory_cycles,
	       b->memory_estimated);
	diff_section(d, "emulated");
	for (int e = 0; e < MD_EMU__COUNT; e++) {
		snprintf(what, sizeof what, "%s (%s)",
			 md_emul_name((enum md_emul)e), b->emul[e].routine);
		diff_u(d, what, a->emul[e].cycles, b->emul[e].cycles,
		       b->emul[e].estimated);
	}
}

/* Names of the custom ops of x that y lacks, as one wrapped line. */
static void only_in(struct diff_out *d, const struct machine *x,
		    const struct machine *y, const char *label)
{
	char buf[4096];
	size_t n = 0;
	unsigned count = 0;

	buf[0] = '\0';
	for (unsigned i = 0; i < x->ncustom; i++)
		if (!md_custom_find(y, x->custom[i].name) && n < sizeof buf) {
			n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s",
					      count ? ", " : "",
					      x->custom[i].name);
			count++;
		}
	if (count)
		diff_line(d, "%s %s (%u): %s", label, x->name, count, buf);
}

/*
 * Custom ops on both machines: a line only where an op differs other than
 * by its class's change (printed under "ops"): another class, issue slots,
 * or a latency or recovery of its own.
 */
static void diff_custom(struct diff_out *d, const struct machine *a,
			const struct machine *b)
{
	char what[96];
	unsigned follow = 0;

	diff_section(d, "custom ops");
	only_in(d, a, b, "only on");
	only_in(d, b, a, "only on");
	for (unsigned i = 0; i < a->ncustom; i++) {
		const struct md_custom *ca = &a->custom[i];
		const struct md_custom *cb = md_custom_find(b, ca->name);
		if (!cb)
			continue;
		bool own = ca->latency != a->ops[ca->op].latency ||
			   ca->recovery != a->ops[ca->op].recovery ||
			   cb->latency != b->ops[cb->op].latency ||
			   cb->recovery != b->ops[cb->op].recovery;
		if (ca->op == cb->op && ca->issue_slots == cb->issue_slots &&
		    !own) {
			follow++;
			continue;
		}
		if (ca->op != cb->op)
			diff_line(d, "%-28s class %s -> %s%s", ca->name,
				  md_opclass_name(ca->op),
				  md_opclass_name(cb->op),
				  cb->estimated ? " (est.)" : "");
		snprintf(what, sizeof what, "%s issue_slots", ca->name);
		diff_u(d, what, ca->issue_slots, cb->issue_slots,
		       cb->estimated);
		snprintf(what, sizeof what, "%s latency", ca->name);
		diff_u(d, what, ca->latency, cb->latency, cb->estimated);
		snprintf(what, sizeof what, "%s recovery", ca->name);
		diff_u(d, what, ca->recovery, cb->recovery, cb->estimated);
	}
	if (follow && d->printed)
		diff_line(d, "the other %u shared ops keep their class: its "
			  "unit and latency change as under ops", follow);
}

/* tmopt targets --diff A B */
static int targets_diff(const char *ta, const char *tb)
{
	struct machine *a = NULL, *b = NULL;
	char err[1024];
	struct diff_out d = { 0 };

	if (md_load_target(ta, &a, err, sizeof err) ||
	    md_load_target(tb, &b, err, sizeof err)) {
		error("%s", err);
		md_free(a);
		return EXIT_USAGE;
	}
	printf("%s -> %s: %s -> %s, %u -> %u MHz\n", a->name, b->name,
	       a->description, b->description, a->clock_mhz, b->clock_mhz);
	diff_units(&d, a, b);
	diff_ops(&d, a, b);
	diff_memory(&d, a, b);
	diff_custom(&d, a, b);
	if (!d.lines)
		printf("no differences\n");
	md_free(a);
	md_free(b);
	return EXIT_CLEAN;
}

static const char targets_usage[] =
"usage: tmopt targets [--diff A B]\n\n"
"Lists the machine descriptions.  With --diff, prints what changes from\n"
"target A to target B (names or machine files): units, op latencies,\n"
"jumps, loads and stores, caches, emulated routines and custom operations;\n"
"\"(est.)\" marks an entry of B that holds an estimate, \"-\" a value the\n"
"file does not give.\n";

int cmd_targets(int argc, char **argv)
{
	char **names = NULL;
	size_t n = 0;
	char err[1024];
	if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		fputs(targets_usage, stdout);
		return EXIT_CLEAN;
	}
	if (argc >= 2 && !strcmp(argv[1], "--diff")) {
		if (argc != 4) {
			fputs("usage: tmopt targets --diff A B\n", stderr);
			return EXIT_USAGE;
		}
		return targets_diff(argv[2], argv[3]);
	}
	if (argc != 1) {
		int rc = cli_no_options(argc, argv, targets_usage);
		if (rc >= 0)
			return rc;
	}
	if (md_list(&names, &n)) {
		error("no machine descriptions in '%s'", md_dir());
		return EXIT_USAGE;
	}
	for (size_t i = 0; i < n; i++) {
		struct machine *m = NULL;
		if (md_load_target(names[i], &m, err, sizeof(err)) == 0) {
			printf("%-10s %-36s %u MHz, %u estimated values%s\n",
			       m->name, m->description, m->clock_mhz,
			       md_estimated_count(m),
			       !strcmp(m->name, "tm5250") ? " (default)" : "");
			md_free(m);
		} else {
			printf("%-10s (broken: %s)\n", names[i], err);
		}
		free(names[i]);
	}
	free(names);
	return EXIT_CLEAN;
}

int cmd_version(int argc, char **argv)
{
	int rc = cli_no_options(argc, argv, "usage: tmopt version\n\nprint "
		"the version of tmopt and of the libclang it parses with\n");

	if (rc >= 0)
		return rc;
	char *v = parse_clang_version();
	printf("tmopt %s (%s)\n", TMOPT_VERSION, v);
	free(v);
	return EXIT_CLEAN;
}
