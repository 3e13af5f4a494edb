/*
 * walk.h: the only AST walker.  Turns one parsed translation unit into the
 * analysis model (model.h): functions, loop nests with induction variables
 * and trip counts, and the nodes the rules price.
 *
 * Declarations in system headers are skipped without descending, which
 * keeps the walk far cheaper than the parse.  Code in user headers belongs
 * to the translation unit that includes it; its nodes carry the header's
 * file index.
 */
#ifndef TMOPT_WALK_H
#define TMOPT_WALK_H

#include <clang-c/Index.h>

#include "model.h"

/* Build m (zero-initialised by the caller) from tu.  Returns 0, or -1
 * when an expression or statement nests deeper than walk_max_depth()
 * levels (m is then incomplete: the file is reported, not analysed). */
int walk_tu(CXTranslationUnit tu, struct model *m);
unsigned walk_max_depth(void);

#endif
