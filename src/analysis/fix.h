/*
 * fix.h: apply the machine-applicable fixes of findings to their files
 * ('tmopt check --fix').
 */
#ifndef TMOPT_FIX_H
#define TMOPT_FIX_H

#include "finding.h"

/*
 * Apply the fixes of the reported (not suppressed) findings of fs, whose
 * findings of one file must be adjacent (as findings_sort leaves them).  Each
 * file is rewritten once, through a temporary file renamed over it, with
 * its fixes applied from the end backwards; a fix overlapping another is
 * skipped.  Returns 0, or -1 if a file could not be rewritten (message
 * printed; the file is left as it was).  *napplied and *nfiles count what
 * was done.
 */
int fix_apply(const struct findings *fs, unsigned *napplied, unsigned *nfiles);

#endif
