/*
 * model_decl.c: what a declaration of the model says -- its node, whether
 * it is restrict-qualified -- and which types C lets alias.  Small enough
 * to be compiled into the parse module too (cmake/parse.cmake), whose
 * walker asks them while it builds the model (walk.c's reads_data()).
 */
#include "model.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

bool model_decl_restrict(const struct model *m, const struct node *d)
{
	const struct model_file *mf = &m->files[d->file];
	static const char kw[] = "restrict";

	if (d->flags & NF_RESTRICT)
		return true;
	for (unsigned i = d->begin; i + sizeof(kw) - 1 <= d->end &&
	     i + sizeof(kw) - 1 <= mf->len; i++)
		if (tolower((unsigned char)mf->text[i]) == kw[0] &&
		    !strncasecmp(mf->text + i, kw, sizeof(kw) - 1))
			return true;
	return false;
}

bool model_may_alias(struct mtype s, struct mtype l)
{
	/* a structure copied word by word: its members' type when they are
	 * all of one (two floats); numbers of several types may be any
	 * number, never a pointer; else members of any type */
	if ((s.kind == MT_RECORD && s.elem == MT_OTHER) ||
	    (l.kind == MT_RECORD && l.elem == MT_OTHER)) {
		struct mtype o = s.kind == MT_RECORD && s.elem == MT_OTHER ? l : s;
		return o.kind != MT_PTR;
	}
	if (s.kind == MT_RECORD)
		s = s.elem ? (struct mtype){ .kind = s.elem, .bits = s.bits } :
		    (struct mtype){ .kind = MT_INT, .bits = 8 };
	if (l.kind == MT_RECORD)
		l = l.elem ? (struct mtype){ .kind = l.elem, .bits = l.bits } :
		    (struct mtype){ .kind = MT_INT, .bits = 8 };
	if ((s.kind == MT_INT && s.bits == 8) || (l.kind == MT_INT && l.bits == 8))
		return true;
	if (s.kind != l.kind)
		return false;
	return s.kind == MT_PTR || s.bits == l.bits;
}

int model_decl_in(const struct model *m, unsigned from, unsigned to,
		  const char *name)
{
	for (unsigned i = from; name && i < to; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind == NK_DECL && n->name && n->name[0] == name[0] &&
		    !strcmp(n->name, name))
			return (int)i;
	}
	return -1;
}

int model_decl_of(const struct model *m, int func, const char *name)
{
	if (func < 0 || !name)
		return -1;
	const struct function *f = &m->funcs[func];
	return f->last_node > f->first_node ?
	       model_decl_in(m, (unsigned)f->first_node, (unsigned)f->last_node,
			     name) : -1;
}
