/*
 * suppress.h: inline suppressions, read from the source text.
 *
 *   x = a / b;	// tmopt: ignore[divmod] divisor is 1 or 2, the compiler folds it
 *   // tmopt: ignore[divmod,double-*] reason      (covers the next line)
 *   // tmopt: ignore-begin[*] generated tables, never on a hot path
 *   ...
 *   // tmopt: ignore-end
 *
 * A suppression comment covers its own line and, when it is alone on its
 * line, the line after it.  Rule ids are globs over the registered rules
 * ('*' is every rule); each must match at least one rule.  A reason (free
 * text after ']') is required.  Problems -- no reason, unknown rule, an
 * unclosed ignore-begin or a stray ignore-end, an unparsable directive --
 * are reported as findings of the pseudo-rule 'suppression'.  Comments
 * are found by a line scan of the text ('//' and one-line block
 * comments); clang is not asked again.
 */
#ifndef TMOPT_SUPPRESS_H
#define TMOPT_SUPPRESS_H

#include <stdbool.h>
#include <stddef.h>

#include "finding.h"

#define SUPPRESSION_RULE "suppression"

struct suppression {
	unsigned line, column;	/* of the comment */
	unsigned first, last;	/* lines covered */
	char *rules;		/* "divmod,double-*" */
	char *reason;		/* "" when missing */
	bool used;
};

struct supp_problem {
	unsigned line, column;
	char *message;
	char *text;		/* the comment, for the fingerprint */
};

struct suppressions {
	struct suppression *v;
	size_t n;
	struct supp_problem *p;
	size_t np;
};

/* Scan text (len bytes) for suppression comments into s (zeroed by the
 * caller); returns 0. */
int supp_parse(const char *text, size_t len, struct suppressions *s);

/* Does a suppression of s cover rule on line?  Marks it used. */
bool supp_match(struct suppressions *s, const char *rule, unsigned line);

void supp_release(struct suppressions *s);

/*
 * Apply the suppressions of every file that holds a finding and of every
 * file in files[0..nfiles) to fs: covered findings get suppressed = true
 * and suppressed_by = SUPPRESS_INLINE;
 * problems, and unused suppressions when report_unused (only those whose
 * rules are all enabled in rule_on), are appended as 'suppression'
 * findings (warnings; unused ones are notes).  Returns the number of
 * findings suppressed.
 */
size_t supp_apply(struct findings *fs, char *const *files, size_t nfiles,
		  bool report_unused, const bool *rule_on);

#endif
