/*
 * cmd_loops.c: 'tmopt explain-loop FILE:LINE' and 'tmopt explain-loop
 * --all FILE': the loops of a file as the loop rules see them: the
 * clean-ups of the body, operations per iteration, unit usage, ResMII,
 * RecMII with the critical chain, the unroll factor, the scheduled kernel
 * as a table (cycle x issue slot), its II and what binds it, and the
 * estimated loop cost.  The file is parsed as 'check' parses it: with the
 * compiler arguments after '--', or those of a compile database (-p DIR).
 * '--format json' prints {"loops": [...]} (docs/json.md).
 */
#include "cli.h"
#include "compdb.h"
#include "gate.h"
#include "inputs.h"
#include "loops.h"
#include "parse.h"
#include "rule.h"
#include "check.h"
#include "util.h"

#include <errno.h>
#include <getopt.h>
#include <jansson.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
	"usage: tmopt explain-loop [OPTIONS] FILE:LINE [-- COMPILER-ARGS]\n"
	"       tmopt explain-loop [OPTIONS] --all FILE [-- COMPILER-ARGS]\n"
	"\n"
	"  -p DIR              build directory holding compile_commands.json\n"
	"                      (default: .tmopt.yaml's compile-commands)\n"
	"  --target NAME|PATH  machine description (default tm5250)\n"
	"  --assumed-trip N    trip count of loops with unknown bounds (default\n"
	"                      64, or .tmopt.yaml's)\n"
	"  --unroll N          assume counted loops unrolled by N (default:\n"
	"                      .tmopt.yaml's unroll, else the machine's\n"
	"                      unroll_default; a pragma wins)\n"
	"  --format text|json  output (json: {\"loops\": [...]}, docs/json.md)\n"
	"  --compare NAME|PATH the porting view: each loop also on this target,\n"
	"                      and the ratio of cycles per iteration\n"
	"  -o, --output FILE   write the report to FILE\n"
	"\n"
	"The file's compiler arguments come from the compile database and\n"
	".tmopt.yaml's compiler-args, as for 'tmopt check'.\n";

/* One parse, on a large stack (deep expressions recurse in clang and the
 * walker as in check's workers). */
struct loop_parse {
	struct parser *p;
	const char *file;
	char **extra;
	int nextra;
	const char *triple;
	struct model *m;
	char **err;
	int rc;
};

static void loop_parse(void *arg)
{
	struct loop_parse *a = arg;

	a->rc = parse_file(a->p, a->file, a->extra, a->nextra, a->triple,
			   a->m, a->err);
}

/* Loop l analysed with its inner loops' costs (infos, done, per loop). */
static struct loop_info *analyse(const struct model *m, const struct machine *md,
				 const struct loops_opts *o, struct loop_info *infos,
				 bool *done, int l)
{
	if (!done[l]) {
		loops_analyse_opts(m, md, l, o, &infos[l]);
		done[l] = true;
		for (unsigned k = (unsigned)l + 1; k < m->nloops &&
		     m->loops[k].depth > m->loops[l].depth; k++)
			if (m->loops[k].parent == l)
				loops_add_inner(&infos[l],
						analyse(m, md, o, infos, done, (int)k));
	}
	return &infos[l];
}

static json_t *loop_json(const struct model *m, const struct machine *md,
			 const struct loop_info *li)
{
	const struct loop *l = &m->loops[li->loop];
	json_t *kernel = json_array();
	unsigned w = md->issue_slots;

	for (unsigned r = 0; li->scheduled && r < li->kernel && r < 512; r++) {
		json_t *row = json_array();
		for (unsigned s = 0; s < w; s++) {
			const char *what = "";
			for (unsigned o = 0; o < li->ddg.nops; o++) {
				int t = li->sched.time[o];
				if (t >= 0 && li->sched.slot[o] == (int)s &&
				    (unsigned)t % li->kernel == r &&
				    (li->pipelined || (unsigned)t < li->kernel))
					what = li->ddg.op[o].what;
			}
			json_array_append_new(row, json_string(what));
		}
		json_array_append_new(kernel, row);
	}
	/* beyond the contract of issue 10: how the loop is scheduled and
	 * what binds it; an outer loop is list-scheduled around its inner
	 * loops, whose cycles per entry it carries (inner_cycles) */
	return json_pack("{s:s,s:I,s:s,s:s,s:f,s:I,s:I,s:I,s:f,s:I,s:s,s:o,"
			 "s:s,s:s,s:b,s:f}",
		"file", m->files[l->file].path, "line", (json_int_t)l->line,
		"function", l->func >= 0 ? m->funcs[l->func].name : "",
		"target", md->name, "res_mii", li->res_mii,
		"rec_mii", (json_int_t)li->rec_mii, "ii", (json_int_t)li->kernel,
		"unroll", (json_int_t)li->unroll, "cycles_per_iteration", li->cpi,
		"trip", (json_int_t)(li->trip > COUNT_CAP ? COUNT_CAP : li->trip),
		"trip_basis", li->trip_known ? "constant" : li->trip_profiled ?
		"profile" : "assumed", "kernel", kernel,
		"schedule", li->full ? "straight-line" : li->pipelined ? "modulo" :
		"list", "binding", li->binding ? li->binding : "",
		"innermost", (int)li->innermost, "inner_cycles", li->inner);
}

int cmd_explain_loop(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "target", required_argument, NULL, 't' },
		{ "compare", required_argument, NULL, 'c' },
		{ "all", no_argument, NULL, 'a' },
		{ "assumed-trip", required_argument, NULL, 'n' },
		{ "unroll", required_argument, NULL, 'u' },
		{ "format", required_argument, NULL, 'f' },
		{ "output", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *target = "tm5250", *pdir = NULL, *format = "text";
	const char *compare = NULL;
	struct machine *md2 = NULL;
	struct check_input *in = NULL;
	size_t nin = 0;
	struct gate gate;
	int all = 0, c, rc = EXIT_USAGE;
	uint64_t trip = 0, unroll = 0;
	struct machine *md = NULL;
	struct parser *p = NULL;
	struct model m = { 0 };
	char err[1024], *perr = NULL, *file = NULL;
	unsigned line = 0;

	gate_init(&gate);
	gate.no_cache = true;
	optind = 1;
	while ((c = getopt_long(inputs_cut(argc, argv), argv, "hp:o:", opts,
				 NULL)) != -1) {
		switch (c) {
		case 't': target = optarg; break;
		case 'c': compare = optarg; break;
		case 'p': pdir = optarg; break;
		case 'o':
			if (!freopen(optarg, "w", stdout)) {
				error("cannot write '%s': %s", optarg, strerror(errno));
				return EXIT_USAGE;
			}
			break;
		case 'a': all = 1; break;
		case 'n':
			if (!parse_u64(optarg, COUNT_CAP, &trip) || !trip) {
				error("--assumed-trip: '%s' is not a positive "
				      "number", optarg);
				return EXIT_USAGE;
			}
			break;
		case 'u':
			if (!parse_u64(optarg, 64, &unroll) || !unroll) {
				error("--unroll: '%s' is not a number from 1 to 64",
				      optarg);
				return EXIT_USAGE;
			}
			break;
		case 'f':
			if (strcmp(optarg, "text") && strcmp(optarg, "json")) {
				error("--format: '%s' is not text or json", optarg);
				return EXIT_USAGE;
			}
			format = optarg;
			break;
		case 'h':
			fputs(usage, stdout);
			return EXIT_CLEAN;
		default:
			return cli_usage_hint(argv[0]);
		}
	}
	struct input_args ia;
	inputs_split(argc, argv, optind, &ia);
	if (ia.nfiles != 1) {
		error("explain-loop: give one FILE:LINE, or --all FILE");
		return EXIT_USAGE;
	}
	file = xstrdup(ia.files[0]);
	char *colon = strrchr(file, ':');
	if (colon && !all) {
		uint64_t l;
		*colon = 0;
		if (!parse_u64(colon + 1, UINT_MAX, &l) || !l) {
			error("explain-loop: '%s' is not a line number", colon + 1);
			goto out;
		}
		line = (unsigned)l;
	} else if (!all) {
		error("explain-loop: '%s' has no :LINE (or use --all)", file);
		goto out;
	}
	if (md_load_target(target, &md, err, sizeof(err)) ||
	    (compare && md_load_target(compare, &md2, err, sizeof(err)))) {
		error("%s", err);
		goto out;
	}
	if (md2 && strcmp(md->triple, md2->triple)) {
		error("--compare: %s and %s have different data models (%s, "
		      "%s)", md->name, md2->name, md->triple, md2->triple);
		goto out;
	}
	/* the file's arguments as 'tmopt check' finds them: -p or the
	 * configured compile database, then compiler-args */
	ia.files = &file;
	struct check_config cfg = { .md = md, .jobs = 1 };
	rule_options_default(&cfg.opt);
	if (gate_collect(&gate, pdir, &ia, &in, &nin) ||
	    gate_prepare(&gate, &cfg, in, &nin))
		goto out;
	if (nin != 1) {
		error("%s: excluded by .tmopt.yaml", file);
		goto out;
	}
	/* the options of the file's .tmopt.yaml, then the command line's */
	const struct rule_options *ro = in[0].cfg ? &in[0].cfg->opt : &cfg.opt;
	/* its settings count loops as 'check' counts them (borrowed) */
	m.usr = ro->settings;
	m.nusr = (unsigned)ro->nsettings;
	p = parser_new();
	parse_global_init();	/* libclang parses on the calling thread */
	struct loop_parse lp = { p, file, in[0].args, in[0].nargs, md->triple,
				 &m, &perr, 0 };
	run_on_stack((size_t)256 << 20, loop_parse, &lp);
	if (lp.rc) {
		fprintf(stderr, "%s\n", perr);
		rc = EXIT_FILE_ERROR;
		goto out;
	}
	struct loops_opts o = {
		.assumed_trip = trip ? trip : ro->assumed_trip,
		.unroll_default = unroll ? (unsigned)unroll : ro->unroll,
	};
	struct loop_info *infos = xcalloc(m.nloops ? m.nloops : 1, sizeof(*infos));
	bool *done = xcalloc(m.nloops ? m.nloops : 1, sizeof(*done));
	/* --compare: the same loops on the other machine */
	struct loop_info *infos2 = xcalloc(m.nloops ? m.nloops : 1, sizeof(*infos2));
	bool *done2 = xcalloc(m.nloops ? m.nloops : 1, sizeof(*done2));
	json_t *arr = json_array();
	unsigned shown = 0;
	for (unsigned l = 0; l < m.nloops; l++) {
		if ((!all && m.loops[l].line != line) || m.loops[l].file != 0)
			continue;
		struct loop_info *li = analyse(&m, md, &o, infos, done, (int)l);
		struct loop_info *l2 = md2 ? analyse(&m, md2, &o, infos2, done2,
						     (int)l) : NULL;
		if (!strcmp(format, "json")) {
			json_t *j = loop_json(&m, md, li);
			if (l2)
				json_object_set_new(j, "compare", json_pack(
					"{s:s,s:f,s:I,s:I,s:I,s:f,s:o}",
					"target", md2->name, "res_mii", l2->res_mii,
					"rec_mii", (json_int_t)l2->rec_mii,
					"ii", (json_int_t)l2->kernel,
					"unroll", (json_int_t)l2->unroll,
					"cycles_per_iteration", l2->cpi, "ratio",
					l2->cpi > 0 ? json_real(li->cpi / l2->cpi) :
					json_null()));
			json_array_append_new(arr, j);
		} else {
			struct strbuf sb = { 0 };
			loops_report(&sb, &m, md, li);
			if (l2) {
				sb_printf(&sb, "  on %s: ResMII %.2f, RecMII %u, "
					  "II %u, unroll %u: %.1f cycles per "
					  "iteration (bound by %s)", md2->name,
					  l2->res_mii, l2->rec_mii, l2->kernel,
					  l2->unroll, l2->cpi,
					  l2->binding ? l2->binding : "resources");
				if (l2->cpi > 0)
					sb_printf(&sb, "; %s takes %.2fx", md->name,
						  li->cpi / l2->cpi);
				sb_puts(&sb, "\n");
			}
			fputs(sb.buf, stdout);
			sb_release(&sb);
		}
		shown++;
	}
	for (unsigned l = 0; l < m.nloops; l++) {
		if (done[l])
			loop_info_release(&infos[l]);
		if (done2[l])
			loop_info_release(&infos2[l]);
	}
	free(infos);
	free(done);
	free(infos2);
	free(done2);
	if (!strcmp(format, "json") && (shown || all)) {
		json_t *root = json_pack("{s:o}", "loops", arr);
		json_dumpf(root, stdout, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
		fputc('\n', stdout);
		json_decref(root);
	} else {
		json_decref(arr);
		if (!shown && all)	/* nothing to explain is an answer */
			printf("%s: no loops\n", file);
	}
	if (!shown && !all) {
		error("%s: no loop starts on line %u", file, line);
		goto out;
	}
	rc = EXIT_CLEAN;
out:
	inputs_free(in, nin);
	free(in);
	gate_release(&gate);
	model_release(&m);
	parser_free(p);
	md_free(md);
	md_free(md2);
	free(perr);
	free(file);
	return rc;
}
