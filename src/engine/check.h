/*
 * check.h: the analysis engine: inputs -> parse/walk -> rules -> cost ->
 * fingerprints -> findings, over a pool of worker threads.
 */
#ifndef TMOPT_CHECK_H
#define TMOPT_CHECK_H

#include "finding.h"
#include "input.h"
#include "machdesc.h"
#include "rule.h"

struct results_cache;
struct check_config;

struct check_error {
	char *file;
	char *message;
};

struct check_config {
	const struct machine *md;
	const bool *rule_on;	/* rule_count entries */
	struct rule_options opt;
	unsigned jobs;		/* worker threads, >= 1 */
	bool progress;		/* "[i/n] file" on stderr */
	bool file_hashes;	/* hash each input's bytes (check_file.hash,
				 * for the database; else "") */
	struct results_cache *cache;	/* NULL: parse every file (cache.h) */
	const struct profile *profile;	/* measured trip counts, or NULL */
	bool partial;		/* the inputs are the files a change touches
				 * (--staged, --diff), not the project: the
				 * call graph judges only static functions
				 * by their callers (callgraph.h) */
	unsigned file_timeout;	/* seconds a file may take to parse, 0: no
				 * limit (CHECK_FILE_TIMEOUT by default) */
};

/* The default of --file-timeout: generous, a guard against a hang of
 * libclang, not a budget (the largest files parse in seconds). */
#define CHECK_FILE_TIMEOUT 300

/* One input file of a run, as the findings database records it. */
struct check_file {
	char *path;		/* as in check_input.file */
	char hash[17];		/* FNV-1a 64 of the bytes, 16 hex digits; ""
				 * when the file cannot be read */
	bool ok;		/* analysed (false: listed in errors) */
};

struct check_result {
	struct findings fs;
	struct check_error *errors;
	size_t nerrors;
	size_t nfiles;		/* files analysed successfully */
	struct check_file *files;	/* every input, in input order */
	size_t ninputs;		/* entries of files */
	const char *compare_target;	/* check --compare: the other
					 * target's name (borrowed), or NULL;
					 * findings carry cmp */
};

/* Analyse the inputs.  Findings come sorted and deduplicated (a header
 * included by several files reports once).  A file on which the parse
 * or walk crashes, or whose parse takes longer than cfg->file_timeout,
 * is an error of that file; the others are analysed.  Each worker runs
 * on a thread with a large stack.  Returns 0. */
int check_run(const struct check_config *cfg, const struct check_input *in,
	      size_t n, struct check_result *res);
void check_result_release(struct check_result *res);

/*
 * Worker threads that check_run() left behind on files past the time
 * limit (each reported as an error of its file).  They may still run
 * inside libclang, so a process with any must end with _exit() after
 * flushing its output, without running library destructors under them.
 */
unsigned check_abandoned_threads(void);

/*
 * The porting view (check --compare, report --compare): run the same
 * inputs on machine md2 and give each finding of res the cycles of the
 * finding with the same fingerprint, rule and file there (finding.cmp);
 * res->compare_target becomes md2's name (borrowed: md2 must outlive res's
 * use).  Each input keeps its own configuration (a .tmopt.yaml's options
 * and rules) with md2 for its machine, no cache, and the rules' thresholds
 * off, so that what res reports is priced there too.  A finding the other
 * target does not report keeps cmp.present false.
 */
void check_compare(const struct check_config *cfg,
		   const struct check_input *in, size_t n,
		   const struct machine *md2, struct check_result *res);

/* Run the enabled rules over one model (no parsing); used by the engine
 * and by tests.  Findings are appended to out with costs and
 * fingerprints. */
void check_model(const struct check_config *cfg, const struct model *m,
		 struct findings *out);

/* Fingerprint recipe, shared with the store: FNV-1a over rule, function,
 * normalised statement text, loop depth and the occurrence index among
 * identical (rule, function, statement, depth) findings of one file. */
void check_fingerprints(struct findings *fs, size_t from);

/* The rule options' defaults (docs/precommit.md lists them). */
void rule_options_default(struct rule_options *o);

#endif
