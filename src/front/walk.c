/*
 * walk.c: the AST walker (see walk.h).
 *
 * One recursive descent over libclang cursors.  Statements are walked by
 * walk_stmt(), expressions by walk_expr(), which returns a summary of the
 * expression (its node, type, constness) to its parent so that the parent
 * can record operand facts without walking again.  Nodes are appended in
 * post-order: a node's operands precede it.  Every CXString is copied and
 * disposed of at once.
 */
#include "walk.h"
#include "util.h"

#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* What walk_expr() tells the parent about one expression. */
struct ex {
	int node;		/* top node, -1 if the expression made none */
	struct mtype type;	/* type of the expression */
	struct mtype src_type;	/* type under any implicit conversions */
	unsigned origin_bits;	/* integer width under integer conversions */
	bool is_const;
	bool is_lit_unsuffixed;	/* an unsuffixed floating literal */
	char *ref;		/* variable name if a plain reference (borrowed) */
};

struct walker {
	struct model *m;
	/* per configured setting (model.usr): the place of the structure
	 * a typedef of its type name stands for (usr_match()), 0 if none;
	 * NULL until first needed */
	uint32_t *usr_td;
	/* the pointer walks counted over a constant distance
	 * (ptr_const_trip()), checked once their function is walked */
	struct ptr_pending {
		int loop;
		char *end, *base;
		bool decl;
	} *pcp;
	unsigned npcp, cappcp;
	/* the functions headers under an 'include' directory declare */
	char **pub;
	unsigned npub, cappub;
	bool cmp_ref;		/* walking a name an == or != compares */
	bool local_store;	/* walking a function's name stored into a
				 * local pointer only called through
				 * (call_only_local()) */
	/* the function names a static table's initializer stores into known
	 * members (table_slot()): taken by the table only */
	CXCursor *slotted;
	unsigned nslotted, capslotted;
	/* the record types whose integer members record_unknown() made
	 * unknown, and the depth it did so at (a deeper call stops sooner) */
	struct unknown_type {
		CXType t;
		unsigned depth;
	} *unknown;
	unsigned nunknown;
	CXTranslationUnit tu;
	CXFile *cxfiles;	/* parallel to m->files */
	int func;
	int loop;
	unsigned stmt_begin, stmt_end;
	unsigned exits;		/* return/break/continue/goto seen so far */
	/* arms of ifs being walked, for the exit-path marking: */
	unsigned if_depth;
	unsigned switch_depth;
	int cur_switch;		/* the innermost switch being walked (its
				 * index in model.switches), -1 */
	int body_sw;		/* 1 + the switch whose body block is
				 * walked next, 0 */
	bool last_jump;		/* the last statement walked ends in a jump
				 * (break, continue, return, goto): the
				 * next case label is not fallen into */
	bool last_return;	/* ... in a 'return' (case_label.returns) */
	unsigned in_expr;	/* expressions being walked: a statement
				 * of one ('({ ... })') is not one of its
				 * function's body (node_range.top) */
	unsigned leaves[64];	/* statements leaving the loop, per arm depth */
	unsigned conts[64];	/* continues of the arm's loop (or gotos)
				 * inside, per arm depth: a path of the arm
				 * that goes round again */
	unsigned cont_at[64];	/* the node count at the last of them */
	int arm_loop[64];	/* the loop around each arm */
	unsigned arm_switch[64];
	unsigned depth;		/* walk_expr/walk_stmt calls open */
	bool too_deep;		/* WALK_MAX_DEPTH was reached: not analysed */
	/* Inside the expansion of an argument-less macro written as one
	 * identifier (see enter_point()): every location is this one. */
	bool point;
	unsigned pt_file, pt_line, pt_col, pt_begin, pt_end;
	/* extents enter_point() asked for, by walk depth, for the node the
	 * cursor makes on the way back up (extent_of()) */
	struct ext_memo {
		CXCursor c;
		CXFile fb, fe;
		unsigned line, col, ob, oe;
	} memo[64];
	struct ext_ent *ext;	/* EXT_CACHE extents by cursor (ext_query()) */
	/* the for header being read: its start and bound expressions
	 * (null cursors if none), for a count relative to one variable */
	CXCursor start_expr, bound_expr, ivar_expr;
	/* ... a geometric step of its increment ('l >>= 1', 'k *= 2'):
	 * bits shifted left (> 0) or right (< 0), and how many parts of
	 * the increment step so; a comma init's condition names the
	 * variable (naming) */
	int geo;
	unsigned geo_parts;
	bool naming;
	/* the for loop that was the statement before the one being walked
	 * in its block (loop -1: none), and what walk_for() leaves of the last
	 * loop it walked: its condition's bound as a variable plus a
	 * constant (continue_count()) */
	struct done_for {
		int loop;
		bool sym;		/* bound = base + off */
		CXCursor base;		/* the bound variable's declaration */
		int64_t off;
		enum mop cmp;
		bool moved;		/* its body writes its variable */
		bool stepped;		/* its condition steps it ('i++ < 8') */
		bool decl_init;		/* its header declares it ('int i = 0') */
	} sib, done;
	/* the statement before the one being walked in its block, when it
	 * sets a local to a constant ('nsfb = 1 * 3;') or to either of two
	 * ('n = f ? 17 : 18;'): that local's declaration, the largest value
	 * and whether it is the only one (set_counter()) */
	struct set_before {
		bool ok, exact;
		CXCursor decl;
		int64_t value, other;	/* the two values (equal when exact) */
	} set_prev;
	/* loops whose bound or start is a local variable initialised to a
	 * constant, settled once the function is walked (local_consts()) */
	struct local_const {
		int loop;
		char *name;
		int64_t value;
		bool is_bound;
		enum mop cmp;
		unsigned body;
		/* a while or do-while counter stepped in its condition
		 * ('int i = 13; do { ... } while (--i);'): its bound, a
		 * pre-step, a do-while's first pass */
		bool counter, pre, is_do;
		bool copied;	/* pname/member from its one assignment */
		int64_t bound;
		/* ... or a counter the body steps geometrically ('while
		 * (m > 1 && ...) m /= 2;'): the step's operation (MOP_DIV,
		 * MOP_SHR, MOP_MUL, MOP_SHL) and constant, the variable's
		 * width, and whether the condition tests more than it */
		unsigned char geo_op;
		int64_t geo_k;
		unsigned bits;
		/* ... or initialised with a parameter (pname, pidx) or an
		 * integer member (member) plus value, for the run's callers
		 * (loop.param_name, loop.bound_member) */
		char *pname, *member;
		int pidx;
		bool more, geo_unsigned;
		/* ... from any value of its type (a parameter, a local
		 * set otherwise: 'while (x) { ...; x /= 10; }'): a bound */
		bool any_start;
	} *lcs;
	unsigned nlcs, caplcs;
	/* locals assigned a parameter or a member plus a constant in the
	 * function being walked ('nb_subvect = params->nb_subvect;'): if
	 * that is their only write, a loop bounded by one runs to that
	 * value (note_local_const()) */
	struct local_copy {
		CXCursor decl;
		char *pname, *member;
		int pidx;
		int64_t off;
	} *copies;
	unsigned ncopies, capcopies;
	/* pointers a for header sets to an array's first element ('dpp =
	 * wps->decorr_passes'): the array's extent bounds a walk through
	 * it (bound_by_extents()) */
	/* loops counted from a constant set just before them (set_counter(),
	 * for_set_before()), checked once the function is walked: a label
	 * in it, or the variable's address taken anywhere, undoes the count
	 * (set_checks()) */
	struct set_check {
		int loop;
		char *name;
	} *setc;
	unsigned nsetc, capsetc;
	struct ptr_walk {
		int loop;
		char *name;
		uint64_t extent;
	} *pws;
	unsigned npws, cappws;
	CXCursor fn_cursor;	/* the function being walked */
	/* the function's labels and gotos, each with the loop it is in
	 * (resumed_loops()) */
	struct jump {
		char *label;
		int loop;
	} *jumps;
	unsigned njumps, capjumps;
	bool *is_label;		/* jumps[i] is a label (else a goto) */
	/* The range checks of the blocks being walked, 'if (value < 1 ||
	 * value > st->mode->nbEBands) goto bad_arg;': each bounds a local
	 * for the statements after it in its block, the stores into
	 * members among them (member_write(): opus's CELT_SET_END_BAND
	 * request, the only store of st->end the run's files leave
	 * unbounded). */
	struct guard {
		CXCursor decl;		/* the local checked */
		int node;		/* the node count before the check */
		unsigned njumps;	/* ... and the jumps' */
		unsigned ncases;	/* ... and the case labels' */
		int loop;		/* the loop around the check */
		bool has_lo, has_hi;
		int64_t lo, hi;		/* lo <= value <= hi (+ hi_member) */
		char *hi_member;	/* field_slot(), or NULL */
	} *guards;
	unsigned nguards, capguards;
	unsigned ncases;	/* case and default labels walked */
};

/*
 * The walker recurses once per expression and statement level.  The
 * engine runs it on threads with a large stack (check.c), which holds
 * this depth with room to spare, sanitizers included; deeper input is
 * reported as not analysed rather than walked into a stack overflow.
 * clang itself accepts an 8,000-term chain ((((a+b)+c)+...), 8,000 levels).
 */
#define WALK_MAX_DEPTH 20000u

/* --- model storage ------------------------------------------------------ */

static int new_node(struct walker *w, enum node_kind kind, CXCursor c);
static struct node *N(struct walker *w, int i);
static bool spelled_at(struct walker *w, CXCursor c, unsigned *file,
		       unsigned *off);

static unsigned file_index(struct walker *w, CXFile f)
{
	struct model *m = w->m;

	for (unsigned i = 0; i < m->nfiles; i++)
		if (w->cxfiles[i] == f || clang_File_isEqual(w->cxfiles[i], f))
			return i;
	m->files = xrealloc(m->files, (m->nfiles + 1) * sizeof(*m->files));
	w->cxfiles = xrealloc(w->cxfiles, (m->nfiles + 1) * sizeof(CXFile));
	struct model_file *mf = &m->files[m->nfiles];
	memset(mf, 0, sizeof(*mf));
	CXString s = clang_getFileName(f);
	const char *name = clang_getCString(s);
	/* one header reached as "a/../b.h" and as "b.h" is one file */
	mf->path = name ? path_clean(name) : xstrdup("<unknown>");
	clang_disposeString(s);
	size_t size = 0;
	const char *text = clang_getFileContents(w->tu, f, &size);
	if (text) {	/* xstrndup(), with huge pages for a large file */
		mf->text = xmalloc(size + 1);
		advise_huge(mf->text, size + 1);
		memcpy(mf->text, text, size);
		mf->text[size] = 0;
	} else {
		mf->text = xstrdup("");
	}
	mf->len = text ? (unsigned)size : 0;
	w->cxfiles[m->nfiles] = f;
	return m->nfiles++;
}

/* Location of cursor c: file index, line, column, byte offset. */
static bool locate(struct walker *w, CXSourceLocation loc, unsigned *file,
		   unsigned *line, unsigned *col, unsigned *off)
{
	CXFile f;
	unsigned l, c, o;

	if (w->point) {
		if (file)
			*file = w->pt_file;
		l = w->pt_line;
		c = w->pt_col;
		o = w->pt_begin;
	} else {
		clang_getFileLocation(loc, &f, &l, &c, &o);
		if (!f)
			return false;
		if (file)
			*file = file_index(w, f);
	}
	if (line)
		*line = l;
	if (col)
		*col = c;
	if (off)
		*off = o;
	return true;
}

static bool same_cursor(CXCursor a, CXCursor b);

/*
 * Extents asked for, by a hash of the cursor: a fifth of the walk's
 * extent queries (the dearest libclang calls it makes) are for a cursor
 * asked about already, a statement's expression as the statement and as
 * its node, an operand as its node and for the operator's position.
 * Line and column are asked for only when wanted (fill: lc).
 */
#define EXT_CACHE 1024u

struct ext_ent {
	CXCursor c;
	CXSourceRange r;
	CXFile fb, fe;
	unsigned line, col, ob, oe;
	bool lc;
};

static unsigned ext_slot(CXCursor c)
{
	uint64_t h = (uint64_t)(uintptr_t)c.data[0] ^
		     ((uint64_t)(uintptr_t)c.data[1] * 0x9E3779B97F4A7C15ull) ^
		     (uint64_t)c.kind;
	return (unsigned)(h >> 40) & (EXT_CACHE - 1);
}

static const struct ext_ent *ext_query(struct walker *w, CXCursor c, bool lc)
{
	struct ext_ent *x = &w->ext[ext_slot(c)];

	if (!same_cursor(x->c, c)) {
		x->c = c;
		x->r = clang_getCursorExtent(c);
		x->lc = lc;
		clang_getFileLocation(clang_getRangeStart(x->r), &x->fb,
				      lc ? &x->line : NULL, lc ? &x->col : NULL,
				      &x->ob);
		clang_getFileLocation(clang_getRangeEnd(x->r), &x->fe, NULL,
				      NULL, &x->oe);
	} else if (lc && !x->lc) {
		x->lc = true;
		clang_getFileLocation(clang_getRangeStart(x->r), NULL, &x->line,
				      &x->col, NULL);
	}
	return x;
}

/* The file range of c: start file, line, column and offset, end file and
 * offset; from the memo when enter_point() asked already. */
static void extent_of(struct walker *w, CXCursor c, CXFile *fb, unsigned *line,
		      unsigned *col, unsigned *ob, CXFile *fe, unsigned *oe)
{
	const struct ext_memo *x = &w->memo[w->depth % 64];

	if (same_cursor(x->c, c)) {
		*fb = x->fb;
		*fe = x->fe;
		*ob = x->ob;
		*oe = x->oe;
		if (line)
			*line = x->line;
		if (col)
			*col = x->col;
		return;
	}
	const struct ext_ent *e = ext_query(w, c, line || col);

	*fb = e->fb;
	*fe = e->fe;
	*ob = e->ob;
	*oe = e->oe;
	if (line)
		*line = e->line;
	if (col)
		*col = e->col;
}

static void extent(struct walker *w, CXCursor c, unsigned *b, unsigned *e)
{
	if (w->point) {
		*b = w->pt_begin;
		*e = w->pt_end;
		return;
	}
	CXFile fb, fe;
	unsigned ob, oe;

	extent_of(w, c, &fb, NULL, NULL, &ob, &fe, &oe);
	if (fb != fe || oe < ob)
		oe = ob;
	*b = ob;
	*e = oe;
}

/* The extent of c, and its start as the location (file, line, column). */
static void extent_loc(struct walker *w, CXCursor c, unsigned *file,
		       unsigned *line, unsigned *col, unsigned *b, unsigned *e)
{
	if (w->point) {
		*file = w->pt_file;
		*line = w->pt_line;
		*col = w->pt_col;
		*b = w->pt_begin;
		*e = w->pt_end;
		return;
	}
	CXFile fb, fe;
	unsigned ob, oe;

	extent_of(w, c, &fb, line, col, &ob, &fe, &oe);
	if (fb)
		*file = file_index(w, fb);
	if (fb != fe || oe < ob)
		oe = ob;
	*b = ob;
	*e = oe;
}

/*
 * Is raw, the raw encoding libclang keeps of a location (int_data of a
 * CXSourceLocation, begin_int_data of a range), in a macro expansion?
 * clang's SourceLocation marks those with the top bit.  Only a hint of
 * where a macro's body must be read: every caller stays right without it.
 */
static bool macro_raw(unsigned raw)
{
	return raw & 0x80000000u;
}

/*
 * Enter point mode for expression c if it is the expansion of a macro
 * written as a single identifier (an object-like macro, or one whose
 * expansion names no argument): every location under it then maps to
 * that identifier, so its subtree, however large, needs no more
 * location queries.  Sound without trusting anything but the file
 * range: a descendant's range lies inside its ancestor's, and a range
 * of one token has no smaller range inside it.  The raw location
 * (macro_raw()) only decides where the extent is worth asking for; the
 * test holds without it.
 */
static bool enter_point(struct walker *w, CXCursor c)
{
	CXSourceLocation loc = clang_getCursorLocation(c);
	if (!macro_raw(loc.int_data))
		return false;
	const struct ext_ent *e = ext_query(w, c, true);
	struct ext_memo *x = &w->memo[w->depth % 64];
	CXFile fb = e->fb, fe = e->fe;
	unsigned line = e->line, col = e->col, ob = e->ob, oe = e->oe;

	*x = (struct ext_memo){ c, fb, fe, line, col, ob, oe };
	if (!fb || fb != fe || oe <= ob)
		return false;
	unsigned fi = file_index(w, fb);
	const struct model_file *f = &w->m->files[fi];
	if (oe > f->len || (f->text[ob] >= '0' && f->text[ob] <= '9'))
		return false;
	for (unsigned i = ob; i < oe; i++)
		if (!ident_char(f->text[i]))
			return false;
	w->point = true;
	w->pt_file = fi;
	w->pt_line = line;
	w->pt_col = col;
	w->pt_begin = ob;
	w->pt_end = oe;
	return true;
}

struct last_field {
	CXCursor last;
};

static enum CXVisitorResult last_field_visit(CXCursor f, CXClientData d)
{
	((struct last_field *)d)->last = f;
	return CXVisit_Continue;
}

/* Does member expression c name the last field of its structure? */
static bool trailing_field(CXCursor c)
{
	CXCursor f = clang_getCursorReferenced(c);

	if (clang_getCursorKind(f) != CXCursor_FieldDecl)
		return false;
	CXCursor rec = clang_getCursorSemanticParent(f);
	if (clang_getCursorKind(rec) != CXCursor_StructDecl)
		return false;
	struct last_field lf = { clang_getNullCursor() };
	clang_Type_visitFields(clang_getCursorType(rec), last_field_visit, &lf);
	return clang_equalCursors(lf.last, f);
}

static char *cursor_name(CXCursor c)
{
	CXString s = clang_getCursorSpelling(c);
	const char *p = clang_getCString(s);
	char *r = p && *p ? xstrdup(p) : NULL;
	clang_disposeString(s);
	return r;
}

/* The member a field cursor names, qualified by its record's type:
 * "struct oc_enc_opt_vtable.frag_sad" (two tables' 'free' members are not
 * one slot).  Caller frees; NULL if c is no field. */
static char *field_slot(CXCursor c)
{
	if (clang_getCursorKind(c) != CXCursor_FieldDecl)
		return NULL;
	char *field = cursor_name(c);
	if (!field)
		return NULL;
	CXString t = clang_getTypeSpelling(clang_getCursorType(
		clang_getCursorSemanticParent(c)));
	const char *rec = clang_getCString(t);
	char *r = xasprintf("%s.%s", rec && *rec ? rec : "?", field);
	clang_disposeString(t);
	free(field);
	return r;
}

static uint32_t decl_place(CXCursor d);

/* The typedefs at file scope named as a configured setting's type: the
 * place of the structure each stands for (walker.usr_td), so that a file
 * that writes 'struct opts_s *' matches a setting on its typedef 'Opts'. */
struct td_scan {
	struct model *m;
	uint32_t *td;
};

static enum CXChildVisitResult usr_td_visit(CXCursor c, CXCursor parent,
					    CXClientData data)
{
	struct td_scan *t = data;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_TypedefDecl)
		return CXChildVisit_Continue;
	char *name = cursor_name(c);
	for (unsigned i = 0; name && i < t->m->nusr; i++)
		if (!t->td[i] && !strcmp(name, t->m->usr[i].type)) {
			CXType u = clang_getCanonicalType(
				clang_getTypedefDeclUnderlyingType(c));
			CXCursor d = clang_getTypeDeclaration(u);
			if (!clang_Cursor_isNull(d) &&
			    (clang_getCursorKind(d) == CXCursor_StructDecl ||
			     clang_getCursorKind(d) == CXCursor_UnionDecl))
				t->td[i] = decl_place(clang_getCanonicalCursor(d));
		}
	free(name);
	return CXChildVisit_Continue;
}

/* Member expression c (of an integer field, identity 'field') names the
 * field of a configured setting (model.usr): recorded in
 * model.usr_fields, with the field's type.  The structure is named by
 * its tag, by the typedef the base expression is written with
 * ('glopts->mode', glopts a 'twolame_options *'), or by a typedef of the
 * unit that stands for it. */
/* Configured setting idx applies to the field (or function result, or
 * array's elements, or parameter of function param_of - 1) of identity
 * id, of type ft (a bit-field's width bw, -1 if none): model.usr_fields
 * gains it, once. */
static struct usr_field usr_field_of(uint32_t id, unsigned idx, CXType ft,
				     int bw, int param_of)
{
	if (ft.kind == CXType_Enum)
		ft = clang_getCanonicalType(clang_getEnumDeclIntegerType(
			clang_getTypeDeclaration(ft)));
	long long size = clang_Type_getSizeOf(ft);
	return (struct usr_field){ id, idx,
		(uint8_t)(bw > 0 && bw <= 64 ? bw :
			  size > 0 && size <= 8 ? size * 8 : 0),
		ft.kind == CXType_Bool || ft.kind == CXType_Char_U ||
		ft.kind == CXType_UChar || ft.kind == CXType_UShort ||
		ft.kind == CXType_UInt || ft.kind == CXType_ULong ||
		ft.kind == CXType_ULongLong,
		ft.kind == CXType_Bool, param_of, NULL };
}

static struct usr_field *usr_field_add(struct model *m, uint32_t id,
					unsigned idx, CXType ft, int bw,
					int param_of)
{
	for (unsigned k = 0; k < m->nusr_fields; k++)
		if (m->usr_fields[k].field == id && m->usr_fields[k].idx == idx)
			return &m->usr_fields[k];
	struct usr_field uf = usr_field_of(id, idx, ft, bw, param_of);
	m->usr_fields = xrealloc(m->usr_fields, (m->nusr_fields + 1) *
				 sizeof(*m->usr_fields));
	m->usr_fields[m->nusr_fields] = uf;
	return &m->usr_fields[m->nusr_fields++];
}

/* Configured setting idx gives the functions function pointer member fd
 * holds: model.usr_slots gains it, once. */
static void usr_slot_add(struct model *m, CXCursor fd, unsigned idx)
{
	char *slot = field_slot(fd);

	if (!slot)
		return;
	for (unsigned k = 0; k < m->nusr_slots; k++)
		if (m->usr_slots[k].idx == idx && !strcmp(m->usr_slots[k].slot, slot)) {
			free(slot);
			return;
		}
	m->usr_slots = xrealloc(m->usr_slots, (m->nusr_slots + 1) *
				sizeof(*m->usr_slots));
	m->usr_slots[m->nusr_slots++] = (struct usr_slot){ slot,
		m->usr[idx].name, idx };
}

static void usr_match(struct walker *w, CXCursor c, CXCursor base,
		      uint32_t field)
{
	struct model *m = w->m;
	CXCursor fd = clang_getCursorReferenced(c);
	char *name = cursor_name(fd);
	if (!name)
		return;
	CXType bt = clang_getCursorType(base);
	if (bt.kind == CXType_Pointer)
		bt = clang_getPointeeType(bt);
	CXCursor rec = clang_getCursorSemanticParent(fd);
	CXString ts = clang_getTypeSpelling(bt);
	CXString rs = clang_getTypeSpelling(clang_getCursorType(rec));
	for (unsigned i = 0; i < m->nusr; i++) {
		const struct user_setting *u = &m->usr[i];
		if (!u->type[0] || strcmp(u->field, name))
			continue;	/* (a function's result: usr_call()) */
		if (!model_type_named(clang_getCString(ts), u->type) &&
		    !model_type_named(clang_getCString(rs), u->type)) {
			if (!w->usr_td) {
				struct td_scan t = { m, xcalloc(m->nusr,
							sizeof(uint32_t)) };
				clang_visitChildren(clang_getTranslationUnitCursor(w->tu),
						    usr_td_visit, &t);
				w->usr_td = t.td;
			}
			if (!w->usr_td[i] || w->usr_td[i] != decl_place(
				clang_getCanonicalCursor(rec)))
				continue;
		}
		CXType ft = clang_getCanonicalType(clang_getCursorType(fd));
		CXType pt = ft.kind == CXType_Pointer ?
			clang_getCanonicalType(clang_getPointeeType(ft)) : ft;
		if ((pt.kind == CXType_FunctionProto ||
		     pt.kind == CXType_FunctionNoProto) && u->name) {
			/* a function pointer holds the functions named (or,
			 * given as 0, is null, as any pointer) */
			if (!u->mask_name && u->mask == -1)
				usr_slot_add(m, fd, i);
			continue;
		}
		/* (a pointer is given only as null: '= 0', all of it) */
		if (ft.kind == CXType_Pointer &&
		    (u->name || u->mask_name || u->value || u->mask != -1))
			continue;
		if (ft.kind == CXType_ConstantArray)	/* (its elements) */
			ft = clang_getCanonicalType(clang_getArrayElementType(ft));
		struct usr_field *uf = usr_field_add(m, field, i, ft,
			clang_Cursor_isBitField(fd) ?
			clang_getFieldDeclBitWidth(fd) : -1, 0);
		/* (its member, as loops' bounds and calls' arguments name
		 * it: model.c usr_slot_value()) */
		if (!uf->slot)
			uf->slot = field_slot(fd);
	}
	clang_disposeString(ts);
	clang_disposeString(rs);
	free(name);
}

/* Is *t, canonical and an enumeration's integer type, an integer type of
 * at most 64 bits?  *t becomes that type. */
static bool int_type(CXType *t)
{
	*t = clang_getCanonicalType(*t);
	if (t->kind == CXType_Enum)
		*t = clang_getCanonicalType(clang_getEnumDeclIntegerType(
			clang_getTypeDeclaration(*t)));
	return t->kind >= CXType_Bool && t->kind <= CXType_LongLong &&
	       t->kind != CXType_UInt128;
}

/* Call node i of function fd (its declaration): a configured setting of
 * what every call of it returns ('is_ltp_ot() = 0') gives the node its
 * identity in decl_id, which model.c setting_at() reads. */
static void usr_call(struct walker *w, int i, CXCursor fd)
{
	struct model *m = w->m;
	const char *name = N(w, i)->name;
	uint32_t id = 0;

	for (unsigned k = 0; name && k < m->nusr; k++) {
		const struct user_setting *u = &m->usr[k];
		if (u->type[0] || u->param || strcmp(u->field, name))
			continue;
		CXType rt = clang_getResultType(clang_getCursorType(fd));
		if (!int_type(&rt))
			return;	/* (an integer result only) */
		id = decl_place(clang_getCanonicalCursor(fd));
		usr_field_add(m, id, k, rt, -1, 0);
	}
	if (id)
		N(w, i)->decl_id = id;
}

/* Call node i (cursor c) of function fd: the integer constants it passes
 * for parameters configured settings name ('output_to_PCM(format) = 1'),
 * model.usr_args, which check.c compares with the settings (a call that
 * passes another value contradicts one).  The parameter by its name in
 * fd's definition in the unit, else in the declaration the call sees. */
static void usr_args(struct walker *w, int i, CXCursor c, CXCursor fd)
{
	struct model *m = w->m;
	const char *name = N(w, i)->name;
	CXCursor def = clang_getCursorDefinition(fd);

	if (!clang_Cursor_isNull(def))
		fd = def;
	int np = clang_Cursor_getNumArguments(fd);
	int na = clang_Cursor_getNumArguments(c);
	for (unsigned k = 0; name && k < m->nusr; k++) {
		const struct user_setting *u = &m->usr[k];
		if (!u->param || u->type[0] || strcmp(u->field, name))
			continue;
		for (int a = 0; a < np && a < na; a++) {
			CXCursor p = clang_Cursor_getArgument(fd, (unsigned)a);
			char *pn = cursor_name(p);
			bool is = pn && !strcmp(pn, u->param);
			free(pn);
			if (!is)
				continue;
			CXType t = clang_getCursorType(p);
			if (!int_type(&t))
				break;	/* (an integer parameter only) */
			CXEvalResult r = clang_Cursor_Evaluate(
				clang_Cursor_getArgument(c, (unsigned)a));
			if (r && clang_EvalResult_getKind(r) == CXEval_Int) {
				int64_t v = clang_EvalResult_isUnsignedInt(r) ?
					(int64_t)clang_EvalResult_getAsUnsigned(r) :
					clang_EvalResult_getAsLongLong(r);
				m->usr_args = xrealloc(m->usr_args,
					(m->nusr_args + 1) * sizeof(*m->usr_args));
				m->usr_args[m->nusr_args++] = (struct usr_arg){
					usr_field_of(0, k, t, -1, 0), i, v };
			}
			if (r)
				clang_EvalResult_dispose(r);
			break;
		}
	}
}

/* Parameter c (node i) of the function being walked: a configured setting
 * of what every call passes for it ('output_to_PCM(format) = 1') gives
 * its declaration's identity, every reference's decl_id, a setting that
 * holds where the function never changes the parameter (model.c
 * usr_settings()).  An integer parameter, or a pointer given as null. */
static void usr_param(struct walker *w, CXCursor c, int i)
{
	struct model *m = w->m;
	const char *fn = m->funcs[w->func].name, *pn = N(w, i)->name;

	for (unsigned k = 0; fn && pn && k < m->nusr; k++) {
		const struct user_setting *u = &m->usr[k];
		if (!u->param || strcmp(u->field, fn) || strcmp(u->param, pn))
			continue;
		CXType t = clang_getCanonicalType(clang_getCursorType(c));
		if (t.kind == CXType_Enum)
			t = clang_getCanonicalType(clang_getEnumDeclIntegerType(
				clang_getTypeDeclaration(t)));
		/* (a parameter declared an array is a pointer) */
		bool ptr = t.kind == CXType_Pointer ||
			   t.kind == CXType_IncompleteArray ||
			   t.kind == CXType_ConstantArray ||
			   t.kind == CXType_VariableArray;
		if (ptr ? u->name || u->value :
		    t.kind < CXType_Bool || t.kind > CXType_LongLong ||
		    t.kind == CXType_UInt128)
			continue;
		usr_field_add(m, N(w, i)->decl_id, k, t, -1, w->func + 1);
	}
}

/* The enumerators of the unit that configured settings name as their
 * values (model.usr_val): the enumerations at file scope. */
static enum CXChildVisitResult usr_enum_visit(CXCursor c, CXCursor parent,
					      CXClientData data)
{
	struct model *m = data;

	(void)parent;
	enum CXCursorKind k = clang_getCursorKind(c);
	/* (an enumeration declared in a structure has file scope in C) */
	if (k == CXCursor_EnumDecl || k == CXCursor_StructDecl ||
	    k == CXCursor_UnionDecl)
		return CXChildVisit_Recurse;
	if (k != CXCursor_EnumConstantDecl)
		return CXChildVisit_Continue;
	char *name = cursor_name(c);
	for (unsigned i = 0; name && i < m->nusr; i++) {
		if (m->usr[i].name && !m->usr_known[i] &&
		    !strcmp(m->usr[i].name, name)) {
			m->usr_val[i] = clang_getEnumConstantDeclValue(c);
			m->usr_known[i] = 1;
		}
		if (m->usr[i].mask_name && !m->usr_mknown[i] &&
		    !strcmp(m->usr[i].mask_name, name)) {
			m->usr_mask[i] = clang_getEnumConstantDeclValue(c);
			m->usr_mknown[i] = 1;
		}
	}
	free(name);
	return CXChildVisit_Continue;
}

/* Macros the configured settings name as values or masks, by the text of
 * the unit's files: '#define NAME 1002', '#define NAME (-1)', '#define
 * NAME 0x80u'.  A name defined twice with two values stays unknown (an
 * #ifdef's two branches). */
struct def_scan {
	struct model *m;
	CXTranslationUnit tu;
	int64_t *val, *mask;
	uint8_t *vst, *mst;	/* 0 not found, 1 found, 2 two values */
};

/* The integer a macro's body at p (to end) is: a literal with its
 * suffixes, in parentheses, signed; false if it is something else. */
static bool define_value(const char *p, const char *end, int64_t *v)
{
	char buf[64];
	size_t n = 0;
	while (p < end && *p != '\n' && n + 1 < sizeof buf) {
		if (*p == '/' && p + 1 < end && (p[1] == '/' || p[1] == '*'))
			break;
		if (!isspace((unsigned char)*p))
			buf[n++] = *p;
		p++;
	}
	buf[n] = 0;
	char *b = buf, *e = buf + n;
	while (b < e && *b == '(' && e[-1] == ')') {
		b++;
		*--e = 0;
	}
	bool neg = *b == '-';
	if (*b == '-' || *b == '+')
		b++;
	if (!isdigit((unsigned char)*b))
		return false;
	char *q;
	errno = 0;
	unsigned long long x = strtoull(b, &q, 0);
	while (*q == 'u' || *q == 'U' || *q == 'l' || *q == 'L')
		q++;
	if (errno || *q || x > INT64_MAX)
		return false;
	*v = neg ? -(int64_t)x : (int64_t)x;
	return true;
}

static void def_found(uint8_t *st, int64_t *slot, int64_t v)
{
	if (*st == 0) {
		*slot = v;
		*st = 1;
	} else if (*st == 1 && *slot != v) {
		*st = 2;
	}
}

static void usr_scan_file(CXFile f, CXSourceLocation *stack, unsigned depth,
			  CXClientData data)
{
	struct def_scan *d = data;
	size_t len = 0;
	const char *t = clang_getFileContents(d->tu, f, &len);

	(void)stack;
	(void)depth;
	for (const char *p = t, *end = t ? t + len : NULL; p && p < end;) {
		const char *h = memchr(p, '#', (size_t)(end - p));
		if (!h)
			break;
		p = h + 1;
		/* '#' first on its line, then 'define' */
		const char *b = h;
		while (b > t && (b[-1] == ' ' || b[-1] == '\t'))
			b--;
		if (b > t && b[-1] != '\n')
			continue;
		const char *q = p;
		while (q < end && (*q == ' ' || *q == '\t'))
			q++;
		if (end - q < 7 || strncmp(q, "define", 6) || (q[6] != ' ' && q[6] != '\t'))
			continue;
		q += 7;
		while (q < end && (*q == ' ' || *q == '\t'))
			q++;
		const char *nb = q;
		while (q < end && (isalnum((unsigned char)*q) || *q == '_'))
			q++;
		size_t nl = (size_t)(q - nb);
		if (!nl || (q < end && *q == '('))
			continue;	/* (a function-like macro) */
		for (unsigned i = 0; i < d->m->nusr; i++) {
			const struct user_setting *u = &d->m->usr[i];
			int64_t v;
			bool vn = u->name && !d->m->usr_known[i] &&
				  strlen(u->name) == nl && !strncmp(u->name, nb, nl);
			bool mn = u->mask_name && !d->m->usr_mknown[i] &&
				  strlen(u->mask_name) == nl &&
				  !strncmp(u->mask_name, nb, nl);
			if ((vn || mn) && define_value(q, end, &v)) {
				if (vn)
					def_found(&d->vst[i], &d->val[i], v);
				if (mn)
					def_found(&d->mst[i], &d->mask[i], v);
			}
		}
	}
}

static void usr_values(struct model *m, CXTranslationUnit tu)
{
	/* (a file that only calls a function a parameter's setting names
	 * compares the constants its calls pass: usr_args) */
	if (!m->nusr_fields && !m->nusr_args)
		return;
	m->usr_val = xcalloc(m->nusr, sizeof(*m->usr_val));
	m->usr_known = xcalloc(m->nusr, sizeof(*m->usr_known));
	m->usr_mask = xcalloc(m->nusr, sizeof(*m->usr_mask));
	m->usr_mknown = xcalloc(m->nusr, sizeof(*m->usr_mknown));
	/* (numbers need nothing here: model.c usr_resolved() reads them) */
	bool named = false;
	for (unsigned i = 0; i < m->nusr; i++)
		named |= m->usr[i].name || m->usr[i].mask_name;
	if (named)
		clang_visitChildren(clang_getTranslationUnitCursor(tu),
				    usr_enum_visit, m);
	bool left = false;
	for (unsigned i = 0; i < m->nusr; i++)
		left |= (m->usr[i].name && !m->usr_known[i]) ||
			(m->usr[i].mask_name && !m->usr_mknown[i]);
	if (!left)
		return;
	struct def_scan d = { m, tu, xcalloc(m->nusr, sizeof(int64_t)),
			      xcalloc(m->nusr, sizeof(int64_t)),
			      xcalloc(m->nusr, 1), xcalloc(m->nusr, 1) };
	clang_getInclusions(tu, usr_scan_file, &d);
	for (unsigned i = 0; i < m->nusr; i++) {
		if (d.vst[i] == 1) {
			m->usr_val[i] = d.val[i];
			m->usr_known[i] = 1;
		}
		if (d.mst[i] == 1) {
			m->usr_mask[i] = d.mask[i];
			m->usr_mknown[i] = 1;
		}
	}
	free(d.val);
	free(d.mask);
	free(d.vst);
	free(d.mst);
}

/* 1 + the index of name (owned by the call: kept or freed) in the set
 * (*v)[0..*n) with its hash index (*hash, *hcap slots: 1 + index, 0
 * empty), added if new. */
static unsigned intern(char ***v, unsigned *n, unsigned **hash,
		       unsigned *hcap, char *name)
{
	if (2 * (*n + 1) > *hcap) {	/* grow: rehash at half full */
		unsigned cap = *hcap ? *hcap * 2 : 64;
		unsigned *t = xcalloc(cap, sizeof(*t));
		for (unsigned i = 0; i < *n; i++) {
			unsigned h = model_name_hash((*v)[i]) & (cap - 1);
			while (t[h])
				h = (h + 1) & (cap - 1);
			t[h] = i + 1;
		}
		free(*hash);
		*hash = t;
		*hcap = cap;
	}
	unsigned h = model_name_hash(name) & (*hcap - 1);
	for (; (*hash)[h]; h = (h + 1) & (*hcap - 1))
		if (!strcmp((*v)[(*hash)[h] - 1], name)) {
			free(name);
			return (*hash)[h];
		}
	*v = xrealloc(*v, (*n + 1) * sizeof(**v));
	(*v)[*n] = name;
	(*hash)[h] = ++*n;
	return *n;
}

/* 1 + the index of slot name (owned by the call: kept or freed) in
 * m->slots, added if new. */
static unsigned slot_index(struct model *m, char *name)
{
	return intern(&m->slots, &m->nslots, &m->slot_hash, &m->slot_hcap, name);
}

/* --- types -------------------------------------------------------------- */

/* The members of a structure, for mtype.elem: all of one scalar kind and
 * width (arrays of it too), or not. */
struct elem_seen {
	unsigned char kind, bits;
	bool one;		/* all of one kind and width so far */
	bool scalar;		/* all integers (no char) or floats so far */
};

static enum CXVisitorResult elem_visit(CXCursor c, CXClientData data)
{
	struct elem_seen *e = data;
	CXType t = clang_getCanonicalType(clang_getCursorType(c));
	unsigned char kind, bits;

	while (t.kind == CXType_ConstantArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	switch (t.kind) {
	case CXType_Float:
		kind = MT_FLOAT, bits = 32;
		break;
	case CXType_Double:
		kind = MT_FLOAT, bits = 64;
		break;
	case CXType_Short: case CXType_UShort:
		kind = MT_INT, bits = 16;
		break;
	case CXType_Int: case CXType_UInt:
		kind = MT_INT, bits = 32;
		break;
	case CXType_Long: case CXType_ULong:	/* the target's width */
		kind = MT_INT, bits = (unsigned char)(8 * clang_Type_getSizeOf(t));
		break;
	case CXType_LongLong: case CXType_ULongLong:
		kind = MT_INT, bits = 64;
		break;
	default:	/* chars alias anything, records and the rest: none */
		e->one = e->scalar = false;
		return CXVisit_Break;
	}
	if (clang_Cursor_isBitField(c))
		e->one = false;
	if (e->kind && (e->kind != kind || e->bits != bits))
		e->one = false;
	e->kind = kind;
	e->bits = bits;
	return CXVisit_Continue;
}

static struct mtype mtype_compute(CXType t)
{
	struct mtype r = { 0 };
	CXType ct = clang_getCanonicalType(t);
	long long size;

	/* the canonical type carries every qualifier, typedefs' included */
	r.is_volatile = clang_isVolatileQualifiedType(ct);
	/* sizes C fixes for every ILP32 target are not asked for (the query
	 * is one of the walk's dearest); the rest come from the target */
	switch (ct.kind) {
	case CXType_Bool: case CXType_Char_U: case CXType_UChar:
	case CXType_Char_S: case CXType_SChar:
		size = 1;
		break;
	case CXType_Short: case CXType_UShort:
		size = 2;
		break;
	case CXType_Int: case CXType_UInt: case CXType_Float:
		size = 4;
		break;
	case CXType_LongLong: case CXType_ULongLong: case CXType_Double:
		size = 8;
		break;
	case CXType_Void: case CXType_FunctionProto: case CXType_FunctionNoProto:
		size = 0;
		break;
	default:
		size = clang_Type_getSizeOf(ct);
		break;
	}
	r.size = size > 0 ? (uint32_t)size : 0;
	switch (ct.kind) {
	case CXType_Void:
		r.kind = MT_VOID;
		break;
	case CXType_Bool:
	case CXType_Char_U:
	case CXType_UChar:
	case CXType_UShort:
	case CXType_UInt:
	case CXType_ULong:
	case CXType_ULongLong:
	case CXType_UInt128:
		r.is_unsigned = true;
		/* fall through */
	case CXType_Char_S:
	case CXType_SChar:
	case CXType_Short:
	case CXType_Int:
	case CXType_Long:
	case CXType_LongLong:
	case CXType_Int128:
	case CXType_Enum:
	case CXType_WChar:
		r.kind = MT_INT;
		r.bits = size > 0 ? (unsigned char)(size * 8) : 32;
		if (ct.kind == CXType_Enum)
			r.is_unsigned = false;
		break;
	case CXType_Float:
	case CXType_Double:
	case CXType_LongDouble:
	case CXType_Half:
	case CXType_Float16:
		r.kind = MT_FLOAT;
		r.bits = ct.kind == CXType_Float ? 32 :
			 ct.kind == CXType_Double ? 64 :
			 ct.kind == CXType_LongDouble ? 80 : 16;
		break;
	case CXType_Pointer:
	case CXType_BlockPointer:
		r.kind = MT_PTR;
		r.bits = size > 0 ? (unsigned char)(size * 8) : 32;
		break;
	case CXType_Record: {
		r.kind = MT_RECORD;
		struct elem_seen e = { 0, 0, true, true };
		clang_Type_visitFields(ct, elem_visit, &e);
		if (e.one && e.kind) {
			r.elem = e.kind;
			r.bits = e.bits;
		} else if (e.scalar && e.kind) {
			r.elem = MT_OTHER;	/* numbers of several types */
		}
		break;
	}
	case CXType_ConstantArray:
	case CXType_IncompleteArray:
	case CXType_VariableArray:
	case CXType_DependentSizedArray:
		r.kind = MT_ARRAY;
		break;
	default:
		r.kind = MT_OTHER;
		break;
	}
	return r;
}

/*
 * Types repeat: a cache from libclang's type (its kind and opaque QualType
 * pointer, qualifiers included) to the reduced type saves the canonical,
 * qualifier and size queries for most expressions.  Per thread, emptied
 * at the start of every translation unit (pointers are per AST).
 */
#define TYPE_CACHE 4096
struct type_slot {
	const void *key;
	int kind;
	struct mtype t;
};
static _Thread_local struct type_slot tl_types[TYPE_CACHE];

static void type_cache_clear(void)
{
	memset(tl_types, 0, sizeof(tl_types));
}

static struct mtype mtype_of(CXType t)
{
	uintptr_t k = (uintptr_t)t.data[0];
	struct type_slot *s = &tl_types[((k >> 4) ^ (k >> 16) ^ (unsigned)t.kind) &
					(TYPE_CACHE - 1)];

	if (s->key == t.data[0] && s->kind == (int)t.kind && s->key)
		return s->t;
	s->key = t.data[0];
	s->kind = (int)t.kind;
	s->t = mtype_compute(t);
	return s->t;
}

/* Element type of an array type (through nested arrays), else t. */
static CXType strip_arrays(CXType t)
{
	CXType ct = clang_getCanonicalType(t);

	while (ct.kind == CXType_ConstantArray ||
	       ct.kind == CXType_IncompleteArray ||
	       ct.kind == CXType_VariableArray) {
		t = clang_getArrayElementType(ct);
		ct = clang_getCanonicalType(t);
	}
	return t;
}

/* --- children ----------------------------------------------------------- */

struct kids {
	CXCursor v[8];
	CXCursor *p;		/* v or heap */
	unsigned n, cap;
};

static enum CXChildVisitResult collect(CXCursor c, CXCursor parent,
				       CXClientData data)
{
	struct kids *k = data;
	(void)parent;
	if (k->n == k->cap) {
		unsigned cap = k->cap * 2;
		CXCursor *p = xmalloc(cap * sizeof(*p));
		memcpy(p, k->p, k->n * sizeof(*p));
		if (k->p != k->v)
			free(k->p);
		k->p = p;
		k->cap = cap;
	}
	k->p[k->n++] = c;
	return CXChildVisit_Continue;
}

/*
 * The shadow tree of one function: a single recursive clang_visitChildren
 * records every cursor under the function with its children, so that the
 * walker's many "children of this cursor" questions are hash look-ups
 * instead of one libclang visitor each (which cost more than the parse on
 * large files).  One per thread: workers walk different files.
 */
#define RECENT 1024u

struct shadow {
	CXCursor *cur;
	int *first, *last, *next;	/* child lists */
	unsigned n, cap;
	int *stack;
	unsigned depth, stackcap;
	int *slots;			/* open addressing: cursor -> index */
	unsigned mask;
	int recent[RECENT];		/* see shadow_find() */
};

static _Thread_local struct shadow *tl_shadow;

static int sh_add(struct shadow *s, CXCursor c, int parent)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 1024;
		s->cur = xrealloc(s->cur, s->cap * sizeof(*s->cur));
		s->first = xrealloc(s->first, s->cap * sizeof(int));
		s->last = xrealloc(s->last, s->cap * sizeof(int));
		s->next = xrealloc(s->next, s->cap * sizeof(int));
	}
	int i = (int)s->n++;
	s->cur[i] = c;
	s->first[i] = s->last[i] = s->next[i] = -1;
	if (parent >= 0) {
		if (s->last[parent] < 0)
			s->first[parent] = i;
		else
			s->next[s->last[parent]] = i;
		s->last[parent] = i;
	}
	return i;
}

static enum CXChildVisitResult sh_visit(CXCursor c, CXCursor parent,
					CXClientData data)
{
	struct shadow *s = data;

	/* libclang hands back as the parent the very cursor it visited:
	 * compare fields before calling it (855,000 calls on SQLite) */
	while (s->depth > 1 &&
	       !same_cursor(s->cur[s->stack[s->depth - 1]], parent) &&
	       !clang_equalCursors(s->cur[s->stack[s->depth - 1]], parent))
		s->depth--;
	int i = sh_add(s, c, s->stack[s->depth - 1]);
	if (s->depth == s->stackcap) {
		s->stackcap *= 2;
		s->stack = xrealloc(s->stack, s->stackcap * sizeof(int));
	}
	s->stack[s->depth++] = i;
	return CXChildVisit_Recurse;
}

/* The slot of c: clang_hashCursor() mixes pointers weakly in its low
 * bits, which linear probing with a mask turns into long runs on large
 * functions; a multiplicative mix spreads them. */
static unsigned sh_hash(const struct shadow *s, CXCursor c)
{
	uint64_t h = (uint64_t)clang_hashCursor(c) * 0x9E3779B97F4A7C15ull;
	return (unsigned)(h >> 32) & s->mask;
}

static void shadow_build(struct shadow *s, CXCursor root)
{
	memset(s, 0, sizeof(*s));
	s->stackcap = 256;
	s->stack = xmalloc(s->stackcap * sizeof(int));
	s->stack[0] = sh_add(s, root, -1);
	s->depth = 1;
	clang_visitChildren(root, sh_visit, s);
	unsigned size = 16;
	while (size < 2 * s->n)
		size *= 2;
	s->mask = size - 1;
	s->slots = xmalloc(size * sizeof(int));
	memset(s->slots, 0xff, size * sizeof(int));
	memset(s->recent, 0xff, sizeof(s->recent));
	for (unsigned i = 0; i < s->n; i++) {
		unsigned h = sh_hash(s, s->cur[i]);
		while (s->slots[h] >= 0)
			h = (h + 1) & s->mask;
		s->slots[h] = (int)i;
	}
}

/* The recent table: the children kids_get() handed out last, by a hash
 * of their fields.  The walker asks for the children of a cursor it was
 * just given as a child, so nearly every look-up ends here, in a table
 * that stays in cache, instead of in the big one (a cache miss or two
 * per look-up on a function of millions of cursors). */
static unsigned recent_slot(CXCursor c)
{
	uint64_t h = (uint64_t)(uintptr_t)c.data[0] ^
		     ((uint64_t)(uintptr_t)c.data[1] * 0x9E3779B97F4A7C15ull) ^
		     (uint64_t)c.kind;
	return (unsigned)(h >> 40) & (RECENT - 1);
}

static bool same_cursor(CXCursor a, CXCursor b)
{
	return a.kind == b.kind && a.xdata == b.xdata &&
	       a.data[0] == b.data[0] && a.data[1] == b.data[1] &&
	       a.data[2] == b.data[2];
}

static int shadow_find(const struct shadow *s, CXCursor c)
{
	int r = s->recent[recent_slot(c)];
	if (r >= 0 && same_cursor(s->cur[r], c))
		return r;
	unsigned h = sh_hash(s, c);

	for (; s->slots[h] >= 0; h = (h + 1) & s->mask)
		if (clang_equalCursors(s->cur[s->slots[h]], c))
			return s->slots[h];
	return -1;
}

static void shadow_release(struct shadow *s)
{
	free(s->cur);
	free(s->first);
	free(s->last);
	free(s->next);
	free(s->stack);
	free(s->slots);
	memset(s, 0, sizeof(*s));
}

static void kids_get(CXCursor c, struct kids *k)
{
	int i;

	k->p = k->v;
	k->n = 0;
	k->cap = 8;
	if (tl_shadow && (i = shadow_find(tl_shadow, c)) >= 0) {
		for (int j = tl_shadow->first[i]; j >= 0; j = tl_shadow->next[j]) {
			collect(tl_shadow->cur[j], c, k);
			tl_shadow->recent[recent_slot(tl_shadow->cur[j])] = j;
		}
		return;
	}
	clang_visitChildren(c, collect, k);
}

static void kids_release(struct kids *k)
{
	if (k->p != k->v)
		free(k->p);
}

/* Only the expression children (casts carry TypeRef children too). */
static void kids_expr(struct kids *k)
{
	unsigned j = 0;

	for (unsigned i = 0; i < k->n; i++)
		if (clang_isExpression(clang_getCursorKind(k->p[i])))
			k->p[j++] = k->p[i];
	k->n = j;
}

/* --- expressions -------------------------------------------------------- */

static struct ex walk_expr(struct walker *w, CXCursor c);
static void note_addr_taken(struct model *m, char *name);
static bool is_builtin(const char *name);
static void walk_stmt(struct walker *w, CXCursor c);

static enum mop binop(CXCursor c)
{
	switch (clang_getCursorBinaryOperatorKind(c)) {
	case CXBinaryOperator_Mul: case CXBinaryOperator_MulAssign: return MOP_MUL;
	case CXBinaryOperator_Div: case CXBinaryOperator_DivAssign: return MOP_DIV;
	case CXBinaryOperator_Rem: case CXBinaryOperator_RemAssign: return MOP_REM;
	case CXBinaryOperator_Add: case CXBinaryOperator_AddAssign: return MOP_ADD;
	case CXBinaryOperator_Sub: case CXBinaryOperator_SubAssign: return MOP_SUB;
	case CXBinaryOperator_Shl: case CXBinaryOperator_ShlAssign: return MOP_SHL;
	case CXBinaryOperator_Shr: case CXBinaryOperator_ShrAssign: return MOP_SHR;
	case CXBinaryOperator_And: case CXBinaryOperator_AndAssign: return MOP_AND;
	case CXBinaryOperator_Or: case CXBinaryOperator_OrAssign: return MOP_OR;
	case CXBinaryOperator_Xor: case CXBinaryOperator_XorAssign: return MOP_XOR;
	case CXBinaryOperator_LT: return MOP_LT;
	case CXBinaryOperator_GT: return MOP_GT;
	case CXBinaryOperator_LE: return MOP_LE;
	case CXBinaryOperator_GE: return MOP_GE;
	case CXBinaryOperator_EQ: return MOP_EQ;
	case CXBinaryOperator_NE: return MOP_NE;
	case CXBinaryOperator_LAnd: return MOP_LAND;
	case CXBinaryOperator_LOr: return MOP_LOR;
	case CXBinaryOperator_Assign: return MOP_ASSIGN;
	case CXBinaryOperator_Comma: return MOP_COMMA;
	default: return MOP_NONE;
	}
}

static enum mop unop(CXCursor c)
{
	switch (clang_getCursorUnaryOperatorKind(c)) {
	case CXUnaryOperator_PostInc: return MOP_POSTINC;
	case CXUnaryOperator_PostDec: return MOP_POSTDEC;
	case CXUnaryOperator_PreInc: return MOP_PREINC;
	case CXUnaryOperator_PreDec: return MOP_PREDEC;
	case CXUnaryOperator_AddrOf: return MOP_ADDROF;
	case CXUnaryOperator_Deref: return MOP_DEREF;
	case CXUnaryOperator_Plus: return MOP_PLUS;
	case CXUnaryOperator_Minus: return MOP_NEG;
	case CXUnaryOperator_Not: return MOP_NOT;
	case CXUnaryOperator_LNot: return MOP_LNOT;
	default: return MOP_NONE;
	}
}

static int new_node(struct walker *w, enum node_kind kind, CXCursor c)
{
	struct model *m = w->m;

	if (m->nnodes == m->capnodes) {
		m->capnodes = m->capnodes ? m->capnodes * 2 : 256;
		m->nodes = xrealloc(m->nodes, m->capnodes * sizeof(*m->nodes));
	}
	struct node *n = &m->nodes[m->nnodes];
	memset(n, 0, sizeof(*n));
	n->kind = kind;
	n->func = w->func;
	n->loop = w->loop;
	n->parent = -1;
	n->sub_first = -1;
	n->lhs.node = n->rhs.node = -1;
	n->cond = -1;
	unsigned off = 0;
	/* Expansion locations are the walk's dearest queries.  A variable
	 * reference's text is its name: no extent.  For the other
	 * expressions and statements libclang's location is the extent's
	 * start, so one query gives both; declarations and member accesses
	 * are located at their name, implicit conversions at their operand's
	 * location. */
	if (kind == NK_REF) {
		locate(w, clang_getCursorLocation(c), &n->file, &n->line,
		       &n->col, &off);
		n->begin = n->end = off;
	} else if (kind == NK_DECL || kind == NK_MEMBER || kind == NK_CONV) {
		locate(w, clang_getCursorLocation(c), &n->file, &n->line,
		       &n->col, NULL);
		extent(w, c, &n->begin, &n->end);
	} else {
		extent_loc(w, c, &n->file, &n->line, &n->col, &n->begin, &n->end);
	}
	n->stmt_begin = w->stmt_begin;
	n->stmt_end = w->stmt_end;
	if (n->stmt_end <= n->stmt_begin) {
		n->stmt_begin = n->begin;
		n->stmt_end = n->end;
	}
	return (int)m->nnodes++;
}

static struct node *N(struct walker *w, int i)
{
	return i >= 0 ? &w->m->nodes[i] : NULL;
}

static void set_operand(struct walker *w, int node, struct operand *o,
			const struct ex *e)
{
	o->type = e->type;
	o->src_type = e->src_type;
	o->is_const = e->is_const;
	o->node = e->node;
	if (e->node >= 0)
		N(w, e->node)->parent = node;
}

/* Fold c to a constant if clang can; fills the operand's value. */
static void fold(CXCursor c, struct operand *o)
{
	CXEvalResult r = clang_Cursor_Evaluate(c);

	if (!r)
		return;
	switch (clang_EvalResult_getKind(r)) {
	case CXEval_Int:
		o->ival = clang_EvalResult_isUnsignedInt(r) ?
			  (int64_t)clang_EvalResult_getAsUnsigned(r) :
			  clang_EvalResult_getAsLongLong(r);
		o->fval = (double)o->ival;
		o->is_const = true;
		break;
	case CXEval_Float:
		o->fval = clang_EvalResult_getAsDouble(r);
		o->ival = (int64_t)o->fval;
		o->is_const = true;
		break;
	default:
		break;
	}
	clang_EvalResult_dispose(r);
}

static CXCursor strip_parens(CXCursor c)
{
	while (clang_getCursorKind(c) == CXCursor_ParenExpr) {
		struct kids k;
		kids_get(c, &k);
		if (k.n != 1) {
			kids_release(&k);
			break;
		}
		c = k.p[0];
		kids_release(&k);
	}
	return c;
}

/* c through parentheses and implicit conversions (an unexposed
 * expression of one child: 'unsigned char i' read as an int, an array
 * decaying to a pointer). */
static CXCursor strip_implicit(CXCursor c)
{
	for (unsigned guard = 0; guard < 16; guard++) {
		c = strip_parens(c);
		if (clang_getCursorKind(c) != CXCursor_UnexposedExpr)
			break;
		struct kids k;
		kids_get(c, &k);
		bool one = k.n == 1;
		if (one)
			c = k.p[0];
		kids_release(&k);
		if (!one)
			break;
	}
	return c;
}

/* Mark the node of an expression (through conversions) with flag f. */
static void mark(struct walker *w, int node, unsigned f)
{
	struct node *n = N(w, node);

	while (n && n->kind == NK_CONV && (n->flags & NF_IMPLICIT))
		n = N(w, n->lhs.node);
	if (n)
		n->flags |= f;
}

/* Position of the operator between the operands' extents. */
static void operator_pos(struct walker *w, struct node *n, CXCursor lhs)
{
	unsigned b, e;
	struct model_file *f = &w->m->files[n->file];

	extent(w, lhs, &b, &e);
	if (e <= n->begin || e >= f->len || e >= n->end)
		return;
	unsigned o = e;
	while (o < n->end && o < f->len) {
		char ch = f->text[o];
		if (ch == ' ' || ch == '\t' || ch == ')' || ch == '\n' ||
		    ch == '\r' || ch == '\f') {
			o++;
		} else if (ch == '/' && o + 1 < f->len && f->text[o + 1] == '/') {
			while (o < f->len && f->text[o] != '\n')
				o++;
		} else if (ch == '/' && o + 1 < f->len && f->text[o + 1] == '*') {
			o += 2;
			while (o + 1 < f->len &&
			       !(f->text[o] == '*' && f->text[o + 1] == '/'))
				o++;
			o += 2;
		} else {
			break;
		}
	}
	if (o >= f->len)
		return;
	/* recount line and column from the node's start */
	unsigned line = n->line, col = n->col;
	for (unsigned i = n->begin; i < o; i++) {
		if (f->text[i] == '\n') {
			line++;
			col = 1;
		} else {
			col++;
		}
	}
	n->line = line;
	n->col = col;
}

static struct ex ex_none(CXCursor c)
{
	struct ex e = { .node = -1 };
	e.type = mtype_of(clang_getCursorType(c));
	e.src_type = e.type;
	e.origin_bits = e.type.kind == MT_INT ? e.type.bits : 0;
	return e;
}

/* The slot a store into lhs, or a call through it, goes through: a
 * structure member ("struct oc_enc_opt_vtable.frag_sad", field_slot()), a
 * global variable of external linkage (its name: libwebp's 'VP8Transform
 * = TransformTwo_C' in dsp/dec.c, called as 'VP8Transform(...)' in
 * dec/frame_dec.c) or an element of an array that is one of those
 * ('VP8PredLuma4[0] = DC4_C', 'VP8PredLuma4[mode](dst)': one slot for the
 * whole table), through parentheses, implicit conversions and '*'.
 * Caller frees; NULL for anything else (a local or file-static pointer:
 * the call graph's per-file matching covers those). */
static char *table_var_slot(CXCursor v);

static char *store_slot(CXCursor e)
{
	for (;;) {
		e = strip_parens(e);
		enum CXCursorKind k = clang_getCursorKind(e);
		if (k == CXCursor_MemberRefExpr)
			return field_slot(clang_getCursorReferenced(e));
		if (k == CXCursor_DeclRefExpr)
			return table_var_slot(clang_getCursorReferenced(e));
		if (k != CXCursor_UnexposedExpr && k != CXCursor_ArraySubscriptExpr &&
		    !(k == CXCursor_UnaryOperator && unop(e) == MOP_DEREF))
			return NULL;
		struct kids k2;
		kids_get(e, &k2);
		kids_expr(&k2);
		if (k2.n != (k == CXCursor_ArraySubscriptExpr ? 2u : 1u)) {
			kids_release(&k2);
			return NULL;
		}
		e = k2.p[0];	/* an array's base */
		kids_release(&k2);
	}
}

/* Indirect call node i through an element of a table of functions that
 * this unit initializes ('decoder_table[frame->header.layer - 1](stream,
 * frame)': libmad's table of its three layers' decoders), e the callee
 * expression and en its node: the index's node and the table's functions
 * in order, model.tab_calls, which check.c reads where the configured
 * settings give the index.  Every element a function's name. */
static void table_call(struct walker *w, int i, CXCursor e, int en)
{
	struct model *m = w->m;

	while (en >= 0 && N(w, en)->kind == NK_CONV)
		en = N(w, en)->lhs.node;
	if (en < 0 || N(w, en)->kind != NK_SUBSCRIPT || N(w, en)->rhs.node < 0)
		return;
	int index = N(w, en)->rhs.node;
	e = strip_implicit(e);
	if (clang_getCursorKind(e) != CXCursor_ArraySubscriptExpr)
		return;
	struct kids k;
	kids_get(e, &k);
	kids_expr(&k);
	CXCursor base = k.n == 2 ? strip_implicit(k.p[0]) : clang_getNullCursor();
	kids_release(&k);
	if (clang_getCursorKind(base) != CXCursor_DeclRefExpr)
		return;
	CXCursor v = clang_getCursorReferenced(base);
	CXCursor def = clang_getCursorDefinition(v);
	if (!clang_Cursor_isNull(def))
		v = def;
	/* (a table the code may change holds what it stores, not its
	 * initializer: only one of constant pointers) */
	CXType vt = clang_getCanonicalType(clang_getCursorType(v));
	if (!clang_isConstQualifiedType(vt) &&
	    !clang_isConstQualifiedType(clang_getCanonicalType(
		    clang_getArrayElementType(vt))))
		return;
	CXCursor init = clang_getCursorKind(v) == CXCursor_VarDecl ?
			clang_Cursor_getVarDeclInitializer(v) : clang_getNullCursor();
	if (clang_Cursor_isNull(init) ||
	    clang_getCursorKind(init) != CXCursor_InitListExpr)
		return;
	kids_get(init, &k);
	struct strbuf fns = { 0 };
	bool ok = k.n > 0;
	for (unsigned a = 0; a < k.n && ok; a++) {
		CXCursor x = strip_implicit(k.p[a]);
		CXCursor f = clang_getCursorKind(x) == CXCursor_DeclRefExpr ?
			     clang_getCursorReferenced(x) : clang_getNullCursor();
		char *name = clang_getCursorKind(f) == CXCursor_FunctionDecl ?
			     cursor_name(f) : NULL;
		ok = name && *name && !strchr(name, '|');
		if (ok)
			sb_printf(&fns, "%s%s", a ? "|" : "", name);
		free(name);
	}
	kids_release(&k);
	if (!ok) {
		sb_release(&fns);
		return;
	}
	m->tab_calls = xrealloc(m->tab_calls, (m->ntab_calls + 1) *
				sizeof(*m->tab_calls));
	m->tab_calls[m->ntab_calls++] = (struct tab_call){ i, index,
		sb_detach(&fns) };
}

/* The slot of global variable v (store_slot()): its name where it has
 * external linkage; for a file's own table of constant function pointers
 * ('static int (*const decoder_table[3])(...)', libmad's frame.c) the
 * path of the file and its name ("/src/libmad/frame.c:decoder_table":
 * two files' tables of one name are two slots); else NULL.  Caller
 * frees. */
static char *table_var_slot(CXCursor v)
{
	if (clang_getCursorKind(v) != CXCursor_VarDecl ||
	    clang_Cursor_hasVarDeclGlobalStorage(v) != 1)
		return NULL;
	if (clang_getCursorLinkage(v) == CXLinkage_External)
		return cursor_name(v);
	CXType t = clang_getCanonicalType(clang_getCursorType(v));
	if (t.kind != CXType_ConstantArray && t.kind != CXType_IncompleteArray)
		return NULL;
	CXType et = clang_getCanonicalType(clang_getArrayElementType(t));
	CXType pt = et.kind == CXType_Pointer ?
		    clang_getCanonicalType(clang_getPointeeType(et)) : et;
	/* (an array's qualifiers are its elements') */
	if (et.kind != CXType_Pointer ||
	    !(clang_isConstQualifiedType(et) || clang_isConstQualifiedType(t)) ||
	    (pt.kind != CXType_FunctionProto && pt.kind != CXType_FunctionNoProto))
		return NULL;
	/* (where the declaration is expanded: a macro's header declares
	 * a table in each file that uses it) */
	CXFile file;
	clang_getExpansionLocation(clang_getCursorLocation(v), &file, NULL, NULL,
				   NULL);
	CXString fs = clang_getFileName(file);
	const char *path = clang_getCString(fs);
	char *name = cursor_name(v);
	char *slot = name && path ? xasprintf("%s:%s", path, name) : NULL;
	free(name);
	clang_disposeString(fs);
	return slot;
}

/* Expression *e's only operand, into *e; false (and *e kept) when it has
 * none or several. */
static bool only_kid(CXCursor *e)
{
	struct kids k;
	kids_get(*e, &k);
	kids_expr(&k);
	bool one = k.n == 1;
	if (one)
		*e = k.p[0];
	kids_release(&k);
	return one;
}

/* 'enc->vtable.frag_sad = oc_enc_frag_sad_c': the function is stored into
 * a structure member (or a global pointer or table, store_slot()),
 * through which another file may call it; it is listed as
 * "oc_enc_frag_sad_c@struct oc_enc_opt_vtable.frag_sad" besides its plain
 * taken address (the call graph matches calls through the same slot). */
static void member_slot(struct walker *w, CXCursor lhs, CXCursor rhs)
{
	rhs = strip_parens(rhs);
	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(rhs);
		if (k != CXCursor_UnexposedExpr && k != CXCursor_CStyleCastExpr &&
		    k != CXCursor_UnaryOperator)
			break;
		if ((k == CXCursor_UnaryOperator && unop(rhs) != MOP_ADDROF) ||
		    !only_kid(&rhs))
			return;
		rhs = strip_parens(rhs);
	}
	if (clang_getCursorKind(rhs) != CXCursor_DeclRefExpr)
		return;
	char *fn = cursor_name(rhs);
	if (!fn || is_builtin(fn) || clang_getCursorKind(
	    clang_getCursorReferenced(rhs)) != CXCursor_FunctionDecl) {
		free(fn);
		return;
	}
	char *member = store_slot(lhs);
	if (member)
		note_addr_taken(w->m, xasprintf("%s@%s", fn, member));
	free(member);
	free(fn);
}

static void member_write(struct walker *w, CXCursor lhs, const CXCursor *rhs);
static void note_local_copy(struct walker *w, CXCursor lhs, CXCursor rhs);
static bool member_of(CXCursor e, char **key, int64_t *off);

/* The node c stands for under conversions (model_skip_conv()), or NULL:
 * none (a conversion of a constant, c < 0). */
static const struct node *conv_node(const struct model *m, int c)
{
	c = c >= 0 ? model_skip_conv(m, c) : -1;
	return c >= 0 ? &m->nodes[c] : NULL;
}
static enum loop_named named_end(CXCursor e);
static void record_unknown(struct walker *w, CXType t, unsigned depth);
static uint32_t decl_place(CXCursor d);
static bool const_of(CXCursor c, int64_t *v);

static void add_mfact(struct model *m, const struct member_fact *f)
{
	if (m->nmfacts == m->capmfacts) {
		m->capmfacts = m->capmfacts ? 2 * m->capmfacts : 16;
		m->mfacts = xrealloc(m->mfacts, m->capmfacts * sizeof(*m->mfacts));
	}
	m->mfacts[m->nmfacts++] = *f;
}

struct cursors {
	CXCursor *p;
	unsigned n, cap;
};

static enum CXVisitorResult field_visit(CXCursor c, CXClientData data)
{
	struct cursors *k = data;

	if (k->n < 256) {
		if (k->n == k->cap)
			k->p = xrealloc(k->p, (k->cap = k->cap ? 2 * k->cap : 16) *
					sizeof(*k->p));
		k->p[k->n++] = c;
	}
	return CXVisit_Continue;
}

/* A table's initializer stores function v into field fd: "fn#struct
 * T.member" besides the plain taken address (addr_visit()).  The call
 * graph's counts ignore it (they stay those of a taken address: following
 * calls through initialized tables moved speex's and vorbis's counts
 * further from their profiles); callgraph_ints() reads it so that what a
 * call through the member passes reaches the function. */
static void table_slot_named(struct walker *w, CXCursor v, const char *slot);

static void table_slot(struct walker *w, CXCursor v, CXCursor fd)
{
	char *slot = field_slot(fd);

	if (slot)
		table_slot_named(w, v, slot);
	free(slot);
}

/* ... into the slot so named (a structure's member, or a global table of
 * function pointers of external linkage: its name, as store_slot() names
 * it). */
static void table_slot_named(struct walker *w, CXCursor v, const char *slot)
{
	CXCursor r = strip_implicit(v);

	if (clang_getCursorKind(r) == CXCursor_UnaryOperator &&
	    unop(r) == MOP_ADDROF) {
		struct kids u;
		kids_get(r, &u);
		kids_expr(&u);
		if (u.n == 1)
			r = strip_implicit(u.p[0]);
		kids_release(&u);
	}
	if (clang_getCursorKind(r) != CXCursor_DeclRefExpr ||
	    clang_getCursorKind(clang_getCursorReferenced(r)) != CXCursor_FunctionDecl)
		return;
	char *fn = cursor_name(r);
	if (fn && !is_builtin(fn)) {
		note_addr_taken(w->m, xasprintf("%s#%s", fn, slot));
		if (w->nslotted == w->capslotted)
			w->slotted = xrealloc(w->slotted, (w->capslotted =
				2 * w->capslotted + 16) * sizeof(*w->slotted));
		w->slotted[w->nslotted++] = r;
	}
	free(fn);
}

/* A global table of function pointers that has a slot (table_var_slot():
 * of external linkage, or the file's own of constant pointers), c, with
 * initializer list init ('static int (*const decoder_table[3])(...) = {
 * mad_layer_I, mad_layer_II, mad_layer_III }'): each function it names is
 * stored into that slot, which calls through an element name too
 * (store_slot(), table_call()). */
static void fnptr_table(struct walker *w, CXCursor c, CXCursor init)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(c));
	if (t.kind != CXType_ConstantArray && t.kind != CXType_IncompleteArray)
		return;
	CXType et = clang_getCanonicalType(clang_getArrayElementType(t));
	CXType pt = et.kind == CXType_Pointer ?
		    clang_getCanonicalType(clang_getPointeeType(et)) : et;
	init = strip_implicit(init);
	if (et.kind != CXType_Pointer || (pt.kind != CXType_FunctionProto &&
					  pt.kind != CXType_FunctionNoProto) ||
	    clang_getCursorKind(init) != CXCursor_InitListExpr)
		return;
	char *name = table_var_slot(c);
	struct kids k;
	kids_get(init, &k);
	kids_expr(&k);
	for (unsigned i = 0; name && i < k.n; i++)
		table_slot_named(w, k.p[i], name);
	kids_release(&k);
	free(name);
}

/* Every integer member of type t (a structure or union, an array of them,
 * their nested ones) stored something the walk does not know (a
 * compound literal, an initializer it cannot follow). */
static void record_unknown(struct walker *w, CXType t, unsigned depth)
{
	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	if (t.kind != CXType_Record || depth > 8)
		return;
	/* the same facts again (a table whose rows each elide a brace
	 * makes a call per row): the run's join takes a fact once anyway */
	for (unsigned i = 0; i < w->nunknown; i++)
		if (w->unknown[i].depth <= depth &&
		    clang_equalTypes(w->unknown[i].t, t))
			return;
	w->unknown = xrealloc(w->unknown, (w->nunknown + 1) * sizeof(*w->unknown));
	w->unknown[w->nunknown++] = (struct unknown_type){ t, depth };
	struct cursors f = { 0 };
	clang_Type_visitFields(t, field_visit, &f);
	for (unsigned j = 0; j < f.n; j++) {
		CXType ft = clang_getCanonicalType(clang_getCursorType(f.p[j]));
		if (ft.kind < CXType_Bool || ft.kind > CXType_Int128) {
			record_unknown(w, ft, depth + 1);
			continue;
		}
		struct member_fact mf = { .member = field_slot(f.p[j]), .func = -1,
					  .kind = MF_UNKNOWN, .param_idx = -1 };
		if (mf.member)
			add_mfact(w->m, &mf);
	}
	free(f.p);
}

/* Does type t (through arrays) hold a structure or union? */
static bool holds_record(CXType t)
{
	t = clang_getCanonicalType(t);
	for (unsigned d = 0; d < 16 && (t.kind == CXType_ConstantArray ||
	     t.kind == CXType_IncompleteArray); d++)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	return t.kind == CXType_Record;
}

/*
 * The initializer list e of an object of type t (a structure, or an array
 * of them, a static mode table): what it stores into each integer member
 * (model.mfacts: a constant, or unknown; opus's static mode's
 * 'nbEBands') and the functions it stores into members (table_slot():
 * speex's 'static const SpeexSubmode nb_submode1 = { ..., lsp_quant_lbr,
 * ... }').
 * Positional elements and '.member = v' designators; anything else (an
 * array designator, a brace elided) leaves the record's integer members
 * unknown.
 */
static void init_record(struct walker *w, CXCursor e, CXType t, unsigned depth)
{
	t = clang_getCanonicalType(t);
	/* (a table of numbers holds no member: vorbis's setup templates,
	 * thousands of elements, are not walked) */
	if (depth > 8 || !holds_record(t))
		return;
	e = strip_implicit(e);
	if (clang_getCursorKind(e) != CXCursor_InitListExpr)
		return;
	struct kids k;
	kids_get(e, &k);
	kids_expr(&k);
	if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray) {
		CXType et = clang_getCanonicalType(clang_getArrayElementType(t));
		/* a table of unions (libmad's Huffman tables): their members
		 * unknown once, not per element */
		if (et.kind == CXType_Record && clang_getCursorKind(
		    clang_getTypeDeclaration(et)) == CXCursor_UnionDecl) {
			record_unknown(w, et, depth + 1);
			kids_release(&k);
			return;
		}
		bool lost = false;
		for (unsigned i = 0; i < k.n; i++) {
			/* an element that is no list of its own (a brace
			 * elided, a '[2] = ...' designator): not followed */
			if (clang_getCursorKind(strip_implicit(k.p[i])) ==
			    CXCursor_InitListExpr)
				init_record(w, k.p[i], et, depth + 1);
			else
				lost = true;
		}
		if (lost)
			record_unknown(w, et, depth + 1);
		kids_release(&k);
		return;
	}
	if (t.kind != CXType_Record) {
		kids_release(&k);
		return;
	}
	/* a union's members share their bytes: what one stores, another
	 * reads under its own name */
	if (clang_getCursorKind(clang_getTypeDeclaration(t)) == CXCursor_UnionDecl) {
		record_unknown(w, t, depth);
		kids_release(&k);
		return;
	}
	struct cursors f = { 0 };
	clang_Type_visitFields(t, field_visit, &f);
	bool lost = false;
	for (unsigned i = 0, at = 0; i < k.n; i++, at++) {
		CXCursor v = k.p[i];
		if (clang_getCursorKind(v) == CXCursor_UnexposedExpr) {
			/* '.member = v': the member's reference, then v */
			struct kids d;
			kids_get(v, &d);
			bool desig = d.n == 2 &&
				clang_getCursorKind(d.p[0]) == CXCursor_MemberRef;
			if (desig) {
				CXCursor fd = clang_getCursorReferenced(d.p[0]);
				at = f.n;
				for (unsigned j = 0; j < f.n; j++)
					if (clang_equalCursors(f.p[j], fd))
						at = j;
				v = d.p[1];
			}
			kids_release(&d);
			if (!desig && clang_getCursorKind(strip_implicit(v)) ==
			    CXCursor_UnexposedExpr)
				lost = true;
		}
		if (at >= f.n) {
			lost = true;
			break;
		}
		CXType ft = clang_getCanonicalType(clang_getCursorType(f.p[at]));
		if (ft.kind == CXType_Record || ft.kind == CXType_ConstantArray) {
			if (clang_getCursorKind(strip_implicit(v)) != CXCursor_InitListExpr) {
				lost = true;	/* a brace elided */
				break;
			}
			init_record(w, v, ft, depth + 1);
			continue;
		}
		if (ft.kind == CXType_Pointer) {
			table_slot(w, v, f.p[at]);
			continue;
		}
		if (ft.kind < CXType_Bool || ft.kind > CXType_Int128)
			continue;
		struct member_fact mf = { .member = field_slot(f.p[at]), .func = -1,
					  .kind = MF_UNKNOWN, .param_idx = -1 };
		if (!mf.member)
			continue;
		if (const_of(v, &mf.value))
			mf.kind = MF_CONST;
		else
			mf.value = 0;
		add_mfact(w->m, &mf);
	}
	/* the members the list gives no value it knows: unknown (a member
	 * left out of a list is zero, which a table's other rows would
	 * hide) */
	if (lost)
		record_unknown(w, t, depth);
	free(f.p);
	kids_release(&k);
}

static bool decl_ref_of(CXCursor c, CXCursor *ref);

/* e through parentheses, implicit conversions, '&' and '*' (a function's
 * name, 'error_default', '&error_default'; a callee '(*error_func)'). */
static CXCursor strip_fn_ref(CXCursor e)
{
	for (unsigned d = 0; d < 8; d++) {
		e = strip_implicit(e);
		if (clang_getCursorKind(e) != CXCursor_UnaryOperator ||
		    (unop(e) != MOP_ADDROF && unop(e) != MOP_DEREF) ||
		    !only_kid(&e))
			break;
	}
	return e;
}

/* The uses of a local variable in its function: its references, those
 * that are the callee of a call, and those an assignment stores to. */
struct local_uses {
	CXCursor var;
	unsigned refs, calls, stores;
};

static bool refers_to(CXCursor e, CXCursor var)
{
	e = strip_fn_ref(e);
	return clang_getCursorKind(e) == CXCursor_DeclRefExpr &&
	       clang_equalCursors(clang_getCursorReferenced(e), var);
}

static enum CXChildVisitResult local_use_visit(CXCursor c, CXCursor parent,
					       CXClientData data)
{
	struct local_uses *u = data;
	enum CXCursorKind k = clang_getCursorKind(c);

	if (k == CXCursor_DeclRefExpr) {
		if (clang_equalCursors(clang_getCursorReferenced(c), u->var))
			u->refs++;
	} else if (k == CXCursor_CallExpr ||
		   /* a store that is a statement of its own: one whose
		    * value goes on ('d->cb = (fp = f)', 'reg(fp = f)')
		    * lets the address out */
		   (k == CXCursor_BinaryOperator && binop(c) == MOP_ASSIGN &&
		    !clang_isExpression(clang_getCursorKind(parent)))) {
		struct kids q;
		kids_get(c, &q);
		kids_expr(&q);
		if (q.n >= 1 && refers_to(q.p[0], u->var))
			(*(k == CXCursor_CallExpr ? &u->calls : &u->stores))++;
		kids_release(&q);
	}
	return CXChildVisit_Recurse;
}

/* Is var a local pointer to a function that its function only calls
 * through and assigns to, and value (stored into it) a function's name?
 * libmad's run_sync: 'error_func = error_default;', then 'switch
 * (error_func(error_data, stream, frame))': error_default runs only from
 * the calls through the local, never through a structure member.  An
 * address of the local, a copy of it ('d->cb = error_func'), a pass as
 * an argument or a static local keeps the function's address out. */
static bool call_only_local(CXCursor var, CXCursor value)
{
	if (clang_getCursorKind(var) != CXCursor_VarDecl ||
	    clang_Cursor_hasVarDeclGlobalStorage(var) != 0)
		return false;
	CXType t = clang_getCanonicalType(clang_getCursorType(var));
	if (t.kind != CXType_Pointer)
		return false;
	enum CXTypeKind pk = clang_getCanonicalType(clang_getPointeeType(t)).kind;
	if (pk != CXType_FunctionProto && pk != CXType_FunctionNoProto)
		return false;
	CXCursor v = strip_fn_ref(value);
	if (clang_getCursorKind(v) != CXCursor_DeclRefExpr ||
	    clang_getCursorKind(clang_getCursorReferenced(v)) !=
	    CXCursor_FunctionDecl)
		return false;
	CXCursor fn = clang_getCursorSemanticParent(var);
	if (clang_getCursorKind(fn) != CXCursor_FunctionDecl)
		return false;
	struct local_uses u = { var, 0, 0, 0 };
	clang_visitChildren(fn, local_use_visit, &u);
	return u.refs == u.calls + u.stores;
}

static struct ex walk_binary(struct walker *w, CXCursor c, bool compound)
{
	struct kids k;
	struct ex r = ex_none(c);
	enum mop op = binop(c);

	kids_get(c, &k);
	kids_expr(&k);
	if (k.n != 2) {
		for (unsigned i = 0; i < k.n; i++)
			walk_expr(w, k.p[i]);
		kids_release(&k);
		return r;
	}
	if (!compound && op == MOP_ASSIGN)
		member_slot(w, k.p[0], k.p[1]);
	if (compound || op == MOP_ASSIGN)
		member_write(w, k.p[0], compound ? NULL : &k.p[1]);
	if (!compound && op == MOP_ASSIGN)
		note_local_copy(w, k.p[0], k.p[1]);
	/* 'SUBMODE(innovation_quant) == noise_codebook_quant': a function
	 * compared, its address going nowhere */
	bool cmp = !compound && (op == MOP_EQ || op == MOP_NE);
	w->cmp_ref = cmp && clang_getCursorKind(strip_implicit(k.p[0])) ==
			    CXCursor_DeclRefExpr;
	struct ex a = walk_expr(w, k.p[0]);
	w->cmp_ref = cmp && clang_getCursorKind(strip_implicit(k.p[1])) ==
			    CXCursor_DeclRefExpr;
	CXCursor lv;
	w->local_store = !compound && op == MOP_ASSIGN && decl_ref_of(k.p[0], &lv) &&
			 call_only_local(clang_getCursorReferenced(lv), k.p[1]);
	struct ex b = walk_expr(w, k.p[1]);
	w->cmp_ref = false;
	w->local_store = false;
	int i = new_node(w, compound ? NK_ASSIGN_OP : NK_BINARY, c);
	struct node *n = N(w, i);
	n->op = op;
	n->type = r.type;
	set_operand(w, i, &n->lhs, &a);
	set_operand(w, i, &n->rhs, &b);
	if (b.is_const)
		fold(k.p[1], &n->rhs);
	if (a.is_const)
		fold(k.p[0], &n->lhs);
	if (a.is_const && b.is_const && !compound && op != MOP_ASSIGN) {
		n->flags |= NF_CONSTEXPR;
		r.is_const = true;
	}
	if (op == MOP_MUL && a.origin_bits && b.origin_bits &&
	    a.origin_bits <= 32 && b.origin_bits <= 32 && r.type.bits == 64)
		n->flags |= NF_WIDENING;
	/* context for the operands */
	if (op == MOP_AND && (a.is_const || b.is_const))
		mark(w, a.is_const ? b.node : a.node, NF_MASKED);
	if ((op == MOP_EQ || op == MOP_NE) &&
	    ((a.is_const && n->lhs.ival == 0) || (b.is_const && n->rhs.ival == 0)))
		mark(w, a.is_const ? b.node : a.node, NF_ZERO_TEST);
	if (op == MOP_LAND || op == MOP_LOR) {
		mark(w, a.node, NF_ZERO_TEST);
		mark(w, b.node, NF_ZERO_TEST);
	}
	if (op == MOP_ASSIGN || compound)
		mark(w, a.node, NF_STORE | (compound ? NF_RMW : 0));
	operator_pos(w, n, k.p[0]);
	r.node = i;
	kids_release(&k);
	return r;
}

static struct ex walk_unary(struct walker *w, CXCursor c)
{
	struct kids k;
	struct ex r = ex_none(c);

	kids_get(c, &k);
	kids_expr(&k);
	if (k.n != 1) {
		for (unsigned i = 0; i < k.n; i++)
			walk_expr(w, k.p[i]);
		kids_release(&k);
		return r;
	}
	struct ex a = walk_expr(w, k.p[0]);
	int i = new_node(w, NK_UNARY, c);
	struct node *n = N(w, i);
	n->op = unop(c);
	if (n->op == MOP_PREINC || n->op == MOP_PREDEC || n->op == MOP_POSTINC ||
	    n->op == MOP_POSTDEC || n->op == MOP_ADDROF) {
		member_write(w, k.p[0], NULL);
		n = N(w, i);
	}
	n->type = r.type;
	set_operand(w, i, &n->lhs, &a);
	if (a.is_const && n->op != MOP_PREINC && n->op != MOP_PREDEC &&
	    n->op != MOP_POSTINC && n->op != MOP_POSTDEC &&
	    n->op != MOP_DEREF && n->op != MOP_ADDROF) {
		n->flags |= NF_CONSTEXPR;
		r.is_const = true;
	}
	if (n->op == MOP_LNOT)
		mark(w, a.node, NF_ZERO_TEST);
	if (n->op == MOP_PREINC || n->op == MOP_PREDEC ||
	    n->op == MOP_POSTINC || n->op == MOP_POSTDEC)
		mark(w, a.node, NF_STORE | NF_RMW);
	/* post-increment: the operator follows the operand */
	if (n->op == MOP_POSTINC || n->op == MOP_POSTDEC)
		operator_pos(w, n, k.p[0]);
	r.node = i;
	kids_release(&k);
	return r;
}

/* Names of compiler builtins.  Their implicit declarations crash libclang
 * 19's cursor queries (clang_getCursorReferenced and what follows), so the
 * walker never looks them up. */
static bool is_builtin(const char *name)
{
	static const char *const prefixes[] = { "__builtin_", "__sync_",
		"__atomic_", "__c11_atomic_", "__scoped_atomic_", "__opencl_",
		NULL };

	for (unsigned i = 0; name && prefixes[i]; i++)
		if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
			return true;
	return false;
}

static bool const_of(CXCursor c, int64_t *v);
static bool param_of(struct walker *w, CXCursor base, int *idx, char **name);
static bool param_kept(struct walker *w, CXCursor e, int *idx, char **name,
		       int64_t *off);

/* The length of string literal e (through parentheses and implicit
 * conversions: a macro's "4LS2LLLLL" decays to a pointer), or -1. */
static long long literal_length(CXCursor e)
{
	e = strip_implicit(e);
	if (clang_getCursorKind(e) != CXCursor_StringLiteral)
		return -1;
	CXType t = clang_getCursorType(e);
	long long n = t.kind == CXType_ConstantArray ? clang_getArraySize(t) : -1;
	/* a narrow literal: its elements are bytes */
	if (n < 1 || clang_Type_getSizeOf(clang_getArrayElementType(t)) != 1)
		return -1;
	return n - 1;
}

/* The characters of narrow string literal e up to its first NUL (a new
 * string), NULL if its spelling is not understood.  libclang spells a
 * literal as clang prints it: concatenated, in quotes, with C escapes. */
static char *literal_text(CXCursor e)
{
	CXString sp = clang_getCursorSpelling(strip_implicit(e));
	const char *s = clang_getCString(sp);
	size_t n = s ? strlen(s) : 0;
	char *t = n >= 2 && s[0] == '"' && s[n - 1] == '"' ? xmalloc(n) : NULL;
	char *w = t;

	for (size_t i = 1; t && i + 1 < n; i++) {
		unsigned v = (unsigned char)s[i];
		if (v == '\\' && i + 2 < n) {
			const char *p = strchr("abfnrtv", s[++i]);
			if (p) {
				v = (unsigned char)"\a\b\f\n\r\t\v"[p - "abfnrtv"];
			} else if (strchr("\\\"'?", s[i])) {
				v = (unsigned char)s[i];
			} else if (s[i] >= '0' && s[i] <= '7') {
				v = 0;
				for (unsigned k = 0; k < 3 && i + 1 < n &&
				     s[i] >= '0' && s[i] <= '7'; k++, i++)
					v = v * 8 + (unsigned)(s[i] - '0');
				i--;
			} else if (s[i] == 'x' && i + 2 < n &&
				   isxdigit((unsigned char)s[i + 1])) {
				v = 0;
				while (i + 2 < n && v <= 255 &&
				       isxdigit((unsigned char)s[i + 1])) {
					int c = tolower((unsigned char)s[++i]);
					v = v * 16 + (unsigned)(isdigit(c) ?
						c - '0' : c - 'a' + 10);
				}
			} else {
				free(t);	/* (an escape not understood) */
				t = NULL;
				break;
			}
		}
		if (!v || v > 255)
			break;		/* the walk ends at a NUL */
		*w++ = (char)v;
	}
	if (t)
		*w = '\0';
	clang_disposeString(sp);
	return t;
}

static bool automatic_local(CXCursor d);
static bool keeps_value(CXType from, CXType to);
static bool unsigned_kind(enum CXTypeKind k);
static bool decl_ref_of(CXCursor c, CXCursor *ref);

/* Argument e a local whose declaration copies a parameter or a member
 * into it ('int end = st->end;', or 'n = st->n;' before the call, struct
 * local_copy): what it copies, the local named (local_copy_args() keeps
 * it if nothing else writes the local). */
static bool copy_arg(struct walker *w, CXCursor e, struct call_arg *ca)
{
	CXCursor ref;
	bool copied = false;

	if (!decl_ref_of(e, &ref))
		return false;
	CXCursor d = clang_getCursorReferenced(ref);
	if (!automatic_local(d) ||
	    !keeps_value(clang_getCursorType(d), clang_getCursorType(e)))
		return false;
	CXCursor init = clang_Cursor_getVarDeclInitializer(d);
	if (clang_Cursor_isNull(init)) {
		const struct local_copy *cp = NULL;
		for (unsigned i = 0; i < w->ncopies && !cp; i++)
			if (clang_equalCursors(w->copies[i].decl, d))
				cp = &w->copies[i];
		if (!cp || (cp->pname && cp->pidx >= 32) ||
		    (!cp->pname && !cp->member))
			return false;
		ca->param = cp->pname ? xstrdup(cp->pname) : NULL;
		ca->param_idx = cp->pidx;
		ca->member = cp->member && !cp->pname ? xstrdup(cp->member) :
			     NULL;
		ca->value = cp->off;
		copied = true;
	} else if (!keeps_value(clang_getCursorType(init),
				clang_getCursorType(d)) ||
		   (!param_kept(w, init, &ca->param_idx, &ca->param,
				&ca->value) &&
		    !member_of(init, &ca->member, &ca->value))) {
		return false;
	}
	ca->local = cursor_name(d);
	ca->copied = copied;
	return ca->local != NULL;
}

/* Argument e a value masked by a constant of at least 0 ('bit_count &
 * 7', twolame's crc_update): 0 to the constant, whatever the value. */
static bool mask_arg(CXCursor e, struct call_arg *ca)
{
	struct kids k;
	int64_t v;
	bool ok = false;
	/* the parameter's type (the argument's conversion) must hold 0 to
	 * the mask: 'x & 0xFF' into a signed char is -128 to 127 */
	CXType to = clang_getCanonicalType(clang_getCursorType(e));
	long long bytes = clang_Type_getSizeOf(to);
	if (to.kind < CXType_Bool || to.kind > CXType_Int128 || bytes <= 0 ||
	    bytes > 8)
		return false;
	unsigned bits = (unsigned)bytes * 8 - !unsigned_kind(to.kind);
	uint64_t max = bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;

	e = strip_implicit(e);
	if (clang_getCursorKind(e) != CXCursor_BinaryOperator ||
	    binop(e) != MOP_AND)
		return false;
	kids_get(e, &k);
	if (k.n == 2 && ((const_of(k.p[1], &v) && v >= 0) ||
			 (const_of(k.p[0], &v) && v >= 0)) &&
	    (uint64_t)v <= max) {
		ca->value = 0;
		ca->hi = v;
		ca->ranged = ok = true;
	}
	kids_release(&k);
	return ok;
}

/* Record the arguments of direct call c (node i) that are constants (bit
 * k of as_const: argument k) or a parameter of the calling function plus
 * a constant (as_param), for model_caller_trips(), and the lengths of
 * its string literal arguments (as_str), for callgraph_strings(). */
static void call_args(struct walker *w, CXCursor c, int i, uint64_t as_const,
		      uint64_t as_param, uint64_t as_str)
{
	struct model *m = w->m;

	for (unsigned a = 0; a < 64 && (as_const | as_param | as_str) >> a; a++) {
		struct call_arg ca = { .call = i, .arg = a };
		CXCursor e = clang_Cursor_getArgument(c, a);
		if (as_str >> a & 1) {
			long long n = literal_length(e);
			if (n < 0 || n >= UINT16_MAX)
				continue;
			ca.str = (uint32_t)n + 1;
			ca.text = n <= STR_TEXT_MAX ? literal_text(e) : NULL;
		} else if (as_const >> a & 1) {
			if (!const_of(e, &ca.value))
				continue;
		} else if (!(as_param >> a & 1)) {
			continue;
		} else if (!param_kept(w, e, &ca.param_idx, &ca.param, &ca.value) &&
			   (a >= 32 /* IA_ARGS */ ||
			    !member_of(e, &ca.member, &ca.value)) &&
			   !copy_arg(w, e, &ca) && !mask_arg(e, &ca)) {
			continue;
		}
		if (m->ncall_args == m->capcall_args) {
			m->capcall_args = m->capcall_args ? 2 * m->capcall_args : 64;
			m->call_args = xrealloc(m->call_args, m->capcall_args *
						sizeof(*m->call_args));
		}
		m->call_args[m->ncall_args++] = ca;
	}
}

static enum loop_named named_end(CXCursor e);

/* What kind of count call argument e is when its name says so, through a
 * constant factor or shift ('sample_count * 2') and both arms of a '?:'
 * of one kind ('(flags & MONO_DATA) ? sample_count : sample_count * 2',
 * wavpack's scans of a block's values); NAMED_NONE otherwise. */
static enum loop_named named_arg(CXCursor e, unsigned depth)
{
	struct kids k;
	enum loop_named r = NAMED_NONE;
	int64_t v;

	if (depth > 4)
		return NAMED_NONE;
	/* through parentheses and conversions, none to a type too narrow
	 * for the kind's count ('(unsigned char)sample_count', a uint8_t
	 * parameter: at most 255, no frame; a 16-bit order is an order) */
	long long least = 8;
	for (unsigned guard = 0; guard < 16; guard++) {
		long long sz = clang_Type_getSizeOf(clang_getCanonicalType(
			clang_getCursorType(e)));
		if (sz > 0 && sz < least)
			least = sz;
		enum CXCursorKind ek = clang_getCursorKind(e);
		if ((ek != CXCursor_ParenExpr && ek != CXCursor_UnexposedExpr &&
		     ek != CXCursor_CStyleCastExpr) || !only_kid(&e))
			break;
	}
	enum CXCursorKind ck = clang_getCursorKind(e);
	if (ck == CXCursor_ConditionalOperator) {
		kids_get(e, &k);
		if (k.n == 3) {
			r = named_arg(k.p[1], depth + 1);
			if (r != named_arg(k.p[2], depth + 1))
				r = NAMED_NONE;
		}
		kids_release(&k);
	} else if (ck == CXCursor_BinaryOperator &&
	    (binop(e) == MOP_MUL || binop(e) == MOP_SHL)) {
		/* a frame's samples times a few channels, within 4x of the
		 * frame's count: a frame still; a small count times 8 is no
		 * channel count ('nch * 8') */
		bool shl = binop(e) == MOP_SHL;
		kids_get(e, &k);
		if (k.n == 2 && const_of(k.p[1], &v) &&
		    v >= 1 && v <= (shl ? 2 : 4))
			r = named_arg(k.p[0], depth + 1);
		else if (k.n == 2 && !shl && const_of(k.p[0], &v) && v >= 1 &&
			 v <= 4)
			r = named_arg(k.p[1], depth + 1);
		kids_release(&k);
		r = r == NAMED_FRAME ? r : NAMED_NONE;
	} else {
		r = named_end(e);
	}
	uint64_t most = r == NAMED_FRAME ? MODEL_FRAME : r == NAMED_ORDER ?
			MODEL_ORDER : r == NAMED_DIM ? MODEL_DIM :
			r == NAMED_CHANNELS ? MODEL_CHANNELS :
			r == NAMED_LINKS ? MODEL_LINKS : 0;
	if (least < 8 && most >= UINT64_C(1) << (8 * least - 1))
		r = NAMED_NONE;
	return r;
}

static struct ex walk_call(struct walker *w, CXCursor c)
{
	struct ex r = ex_none(c);
	int nargs = clang_Cursor_getNumArguments(c);
	int nfixed = -1;
	char *cname = cursor_name(c);
	/* clang's implicit builtin declarations (__builtin_va_start takes a
	 * C++ reference) crash libclang 19's cursor queries: builtins are
	 * never variadic user functions, so do not look them up */
	bool builtin = is_builtin(cname);
	CXCursor callee = builtin ? clang_getNullCursor() :
			  clang_getCursorReferenced(c);

	free(cname);
	if (!clang_Cursor_isNull(callee) && !builtin) {
		CXType ft = clang_getCursorType(callee);
		if (clang_isFunctionTypeVariadic(ft))
			nfixed = clang_getNumArgTypes(ft);
	}
	/* the callee expression itself (function pointers may hide work) */
	struct kids k;
	kids_get(c, &k);
	kids_expr(&k);
	int *argn = xmalloc(((size_t)(nargs > 0 ? nargs : 0) + 1) * sizeof(int));
	/* a direct call's callee is a name, not a taken address */
	int callee_node = -1;
	if (k.n > 0 && nargs >= 0 && k.n == (unsigned)nargs + 1 && !builtin &&
	    clang_getCursorKind(callee) != CXCursor_FunctionDecl)
		callee_node = walk_expr(w, k.p[0]).node;
	/* integer arguments: constant or a parameter plus a constant?  and
	 * string literals (they make no node) */
	uint64_t as_const = 0, as_param = 0, as_str = 0;
	for (int a = 0; a < nargs; a++) {
		struct ex e = walk_expr(w, clang_Cursor_getArgument(c, (unsigned)a));
		argn[a] = e.node;
		if (a < 64 && e.type.kind == MT_INT && !builtin)
			*(e.is_const ? &as_const : &as_param) |= 1ull << a;
		else if (a < 8 && e.node < 0 && !builtin)
			as_str |= 1ull << a;
	}
	int i = new_node(w, NK_CALL, c);
	struct node *n = N(w, i);
	n->type = r.type;
	n->name = cursor_name(c);
	n->indirect = !builtin &&
		      clang_getCursorKind(callee) != CXCursor_FunctionDecl;
	if (w->m->nusr && !n->indirect && !builtin) {
		usr_call(w, i, callee);
		usr_args(w, i, c, callee);
		n = N(w, i);
	}
	for (unsigned a = 0; !n->indirect && a < 64 && as_param >> a; a++) {
		enum loop_named na = as_param >> a & 1 ?
			named_arg(clang_Cursor_getArgument(c, a), 0) : NAMED_NONE;
		if (!na)
			continue;
		struct model *mm = w->m;
		if (mm->nnamed_args == mm->capnamed_args) {
			mm->capnamed_args = mm->capnamed_args ?
					    2 * mm->capnamed_args : 16;
			mm->named_args = xrealloc(mm->named_args,
						  mm->capnamed_args *
						  sizeof(*mm->named_args));
		}
		mm->named_args[mm->nnamed_args++] = (struct named_arg){ i, a,
			(uint8_t)na };
		n = N(w, i);
	}
	if (n->indirect) {
		char *mn = clang_getCursorKind(callee) == CXCursor_FieldDecl ?
			   field_slot(callee) : k.n > 0 ? store_slot(k.p[0]) :
			   NULL;
		if (mn)
			n->slot = slot_index(w->m, mn);
		if (mn && w->m->nusr && callee_node >= 0) {
			table_call(w, i, k.p[0], callee_node);
			n = N(w, i);
		}
		if (as_const | as_param)
			call_args(w, c, i, as_const, as_param, 0);
	} else if (as_const | as_param | as_str) {
		call_args(w, c, i, as_const, as_param, as_str);
	}
	n->nargs = nargs > 0 ? (uint16_t)(nargs < UINT16_MAX ? nargs : UINT16_MAX) : 0;
	for (int a = 0; a < nargs; a++) {
		if (argn[a] < 0)
			continue;
		N(w, argn[a])->parent = i;
		N(w, argn[a])->flags |= NF_CALL_ARG;
		N(w, argn[a])->argpos = a < UINT16_MAX ? (uint16_t)(a + 1) : 0;
		if (nfixed >= 0 && a >= nfixed)
			N(w, argn[a])->flags |= NF_VARIADIC_ARG;
		if (a == 0)
			n->lhs.node = argn[a];
		else if (a == 1)
			n->rhs.node = argn[a];
	}
	free(argn);
	kids_release(&k);
	r.node = i;
	return r;
}

static bool conversion_matters(struct mtype to, struct mtype from)
{
	if (to.kind == MT_FLOAT || from.kind == MT_FLOAT)
		return (to.kind != from.kind || to.bits != from.bits) &&
		       (to.kind == MT_FLOAT || to.kind == MT_INT) &&
		       (from.kind == MT_FLOAT || from.kind == MT_INT);
	if (to.kind == MT_INT && from.kind == MT_INT)
		return to.bits != from.bits && (to.bits == 64 || from.bits == 64);
	return false;
}

/* An implicit or explicit cast: a conversion node when it changes the
 * machine representation, else transparent. */
static struct ex walk_cast(struct walker *w, CXCursor c, CXCursor child,
			   bool implicit)
{
	struct ex r = ex_none(c);
	struct ex a = walk_expr(w, child);
	r.is_const = a.is_const;
	r.ref = a.ref;
	r.is_lit_unsuffixed = implicit && a.is_lit_unsuffixed;
	if (r.type.kind == MT_INT && a.type.kind == MT_INT)
		r.origin_bits = a.origin_bits ? a.origin_bits : a.type.bits;
	if (!conversion_matters(r.type, a.type)) {
		r.node = a.node;
		r.src_type = implicit ? a.src_type : r.type;
		return r;
	}
	int i = new_node(w, NK_CONV, c);
	struct node *n = N(w, i);
	n->type = r.type;
	n->flags |= implicit ? NF_IMPLICIT : 0;
	if (a.is_const)
		n->flags |= NF_CONSTEXPR;
	set_operand(w, i, &n->lhs, &a);
	r.node = i;
	r.src_type = implicit ? a.src_type : r.type;
	return r;
}

static void walk_children_expr(struct walker *w, CXCursor c, struct ex *r)
{
	struct kids k;
	bool all_const = true;

	kids_get(c, &k);
	for (unsigned i = 0; i < k.n; i++) {
		CXCursor ch = k.p[i];
		enum CXCursorKind ck = clang_getCursorKind(ch);
		if (clang_isExpression(ck)) {
			struct ex e = walk_expr(w, ch);
			all_const &= e.is_const;
		} else if (clang_isStatement(ck)) {
			walk_stmt(w, ch);
			all_const = false;
		}
	}
	if (r)
		r->is_const = all_const && k.n > 0;
	kids_release(&k);
}

static struct ex walk_expr_kind(struct walker *w, CXCursor c)
{
	enum CXCursorKind kind = clang_getCursorKind(c);
	struct ex r;
	struct kids k;

	switch (kind) {
	case CXCursor_ParenExpr:
		kids_get(c, &k);
		if (k.n == 1) {
			r = walk_expr(w, k.p[0]);
			kids_release(&k);
			return r;
		}
		kids_release(&k);
		r = ex_none(c);
		walk_children_expr(w, c, &r);
		return r;
	case CXCursor_BinaryOperator:
		return walk_binary(w, c, false);
	case CXCursor_CompoundAssignOperator:
		return walk_binary(w, c, true);
	case CXCursor_UnaryOperator:
		return walk_unary(w, c);
	case CXCursor_CallExpr:
		return walk_call(w, c);
	case CXCursor_CStyleCastExpr:
		kids_get(c, &k);
		kids_expr(&k);
		if (k.n == 1) {
			CXCursor child = k.p[0];
			kids_release(&k);
			return walk_cast(w, c, child, false);
		}
		kids_release(&k);
		r = ex_none(c);
		walk_children_expr(w, c, &r);
		return r;
	case CXCursor_UnexposedExpr:
		kids_get(c, &k);
		kids_expr(&k);
		if (k.n == 1) {
			CXCursor child = k.p[0];
			kids_release(&k);
			return walk_cast(w, c, child, true);
		}
		kids_release(&k);
		r = ex_none(c);
		walk_children_expr(w, c, &r);
		return r;
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral:
		r = ex_none(c);
		r.is_const = true;
		return r;
	case CXCursor_FloatingLiteral: {
		r = ex_none(c);
		r.is_const = true;
		int i = new_node(w, NK_FLOAT_LIT, c);
		struct node *n = N(w, i);
		n->type = r.type;
		n->flags |= NF_CONSTEXPR;
		if (r.type.kind == MT_FLOAT && r.type.bits == 64) {
			n->flags |= NF_UNSUFFIXED;
			r.is_lit_unsuffixed = true;
		}
		fold(c, &n->lhs);
		/* in a macro's body the file shows the macro's name: keep the
		 * literal as it is spelled ('.5' of HALF_OF(x)) */
		unsigned sf, so;
		if ((w->point || macro_raw(clang_getCursorLocation(c).int_data)) &&
		    spelled_at(w, c, &sf, &so)) {
			const struct model_file *f = &w->m->files[sf];
			unsigned e = so;
			while (e < f->len && (isalnum((unsigned char)f->text[e]) ||
			       f->text[e] == '.' || ((f->text[e] == '+' ||
			       f->text[e] == '-') && e > so &&
			       strchr("eEpP", f->text[e - 1]))))
				e++;
			if (e > so && e - so < 64)
				N(w, i)->name = xstrndup(f->text + so, e - so);
		}
		r.node = i;
		return r;
	}
	case CXCursor_StringLiteral:
		r = ex_none(c);
		return r;
	case CXCursor_UnaryExpr:	/* sizeof, _Alignof */
		r = ex_none(c);
		r.is_const = true;
		return r;
	case CXCursor_DeclRefExpr: {
		r = ex_none(c);
		char *rn = cursor_name(c);	/* one spelling query, kept */
		if (is_builtin(rn)) {
			free(rn);
			return r;	/* see walk_call */
		}
		CXCursor d = clang_getCursorReferenced(c);
		enum CXCursorKind dk = clang_getCursorKind(d);
		if (dk == CXCursor_EnumConstantDecl) {
			free(rn);
			r.is_const = true;
			return r;
		}
		if (dk == CXCursor_FunctionDecl) {
			/* not a direct call (walk_call skips those callees):
			 * the function's address is taken */
			if (w->cmp_ref) {	/* compared, not taken */
				free(rn);
			} else {
				w->m->noting_local = w->local_store;
				note_addr_taken(w->m, rn);
				w->m->noting_local = false;
			}
			return r;
		}
		/* a const variable with a constant initializer ('static const
		 * uint32_t INCREMENT = 1024;') is a constant to any compiler,
		 * though not to C's constant expressions */
		if (dk == CXCursor_VarDecl && (r.type.kind == MT_INT ||
		    r.type.kind == MT_FLOAT) && !r.type.is_volatile) {
			CXType dt = clang_getCursorType(d);
			if (clang_isConstQualifiedType(dt) &&
			    !clang_isVolatileQualifiedType(dt)) {
				CXCursor init = clang_Cursor_getVarDeclInitializer(d);
				CXEvalResult ev = clang_Cursor_isNull(init) ? NULL :
						  clang_Cursor_Evaluate(init);
				if (ev) {
					CXEvalResultKind ek = clang_EvalResult_getKind(ev);
					r.is_const = ek == CXEval_Int || ek == CXEval_Float;
					clang_EvalResult_dispose(ev);
				}
			}
		}
		if (dk == CXCursor_VarDecl || dk == CXCursor_ParmDecl) {
			int i = new_node(w, NK_REF, c);
			struct node *n = N(w, i);
			n->type = r.type;
			n->name = rn;
			n->decl_id = decl_place(d);
			if (dk == CXCursor_VarDecl &&
			    clang_Cursor_hasVarDeclGlobalStorage(d) == 1)
				n->flags |= NF_GLOBAL_REF;
			r.node = i;
			r.ref = n->name;
		} else {
			free(rn);
		}
		return r;
	}
	case CXCursor_ArraySubscriptExpr: {
		r = ex_none(c);
		kids_get(c, &k);
		kids_expr(&k);
		if (k.n != 2) {
			kids_release(&k);
			walk_children_expr(w, c, NULL);
			return r;
		}
		struct ex a = walk_expr(w, k.p[0]);
		struct ex b = walk_expr(w, k.p[1]);
		int i = new_node(w, NK_SUBSCRIPT, c);
		struct node *n = N(w, i);
		n->type = r.type;
		set_operand(w, i, &n->lhs, &a);
		set_operand(w, i, &n->rhs, &b);
		/* a constant index's value: x[1] and x[2] are two elements */
		if (b.is_const)
			fold(k.p[1], &n->rhs);
		kids_release(&k);
		r.node = i;
		return r;
	}
	case CXCursor_MemberRefExpr: {
		r = ex_none(c);
		kids_get(c, &k);
		kids_expr(&k);
		struct ex a = { .node = -1 };
		if (k.n == 1)
			a = walk_expr(w, k.p[0]);
		unsigned ab = 0, ae = 0;
		if (k.n == 1)
			extent(w, k.p[0], &ab, &ae);
		CXCursor base = k.n == 1 ? k.p[0] : clang_getNullCursor();
		kids_release(&k);
		int i = new_node(w, NK_MEMBER, c);
		struct node *n = N(w, i);
		n->type = r.type;
		n->name = cursor_name(c);
		/* the field's identity: where it is declared */
		if (n->type.kind == MT_INT || n->type.kind == MT_RECORD)
			n->field = decl_place(clang_getCursorReferenced(c));
		if (w->m->nusr && n->type.kind == MT_INT && n->field &&
		    !clang_Cursor_isNull(base))
			usr_match(w, c, base, n->field);
		/* a pointer a setting gives as null ('WavpackStream.block2buff
		 * = 0': no correction file), an array of integers a setting
		 * gives every element of ('hDecoder->ps_used[ele]'): its
		 * identity in decl_id, which model.c setting_at() reads
		 * (through the subscript for an array) */
		bool ints = false;
		if (w->m->nusr && n->type.kind == MT_ARRAY) {
			CXType at = clang_getCanonicalType(clang_getCursorType(
				clang_getCursorReferenced(c)));
			CXType et = clang_getCanonicalType(clang_getArrayElementType(at));
			ints = at.kind == CXType_ConstantArray &&
			       et.kind >= CXType_Bool && et.kind <= CXType_LongLong;
		}
		if (w->m->nusr && (n->type.kind == MT_PTR || ints) &&
		    !clang_Cursor_isNull(base)) {
			uint32_t id = decl_place(clang_getCursorReferenced(c));
			usr_match(w, c, base, id);
			n = N(w, i);
			for (unsigned k = 0; k < w->m->nusr_fields; k++)
				if (w->m->usr_fields[k].field == id)
					n->decl_id = id;
		}
		{
			CXCursor fd = clang_getCursorReferenced(c);
			if (clang_getCursorKind(fd) == CXCursor_FieldDecl &&
			    clang_getCursorKind(clang_getCursorSemanticParent(fd)) ==
			    CXCursor_UnionDecl)
				n->flags |= NF_UNION;
		}
		set_operand(w, i, &n->lhs, &a);
		struct model_file *f = &w->m->files[n->file];
		for (unsigned o = ae; o + 1 < f->len && o < n->end; o++) {
			if (f->text[o] == '-' && f->text[o + 1] == '>') {
				n->flags |= NF_ARROW;
				break;
			}
			if (f->text[o] == '.')
				break;
		}
		/* 'p->data[1]' as a structure's last member: the idiom of
		 * a tail allocated larger, as GCC's -fstrict-flex-arrays=1
		 * takes it (a structure reached by '.' is a variable or an
		 * element of fixed size; libmad's 'granule->ch[2]' holds
		 * its two channels) */
		if (n->type.kind == MT_ARRAY && (n->flags & NF_ARROW) &&
		    clang_getArraySize(clang_getCursorType(c)) <= 1 &&
		    trailing_field(c))
			n->flags |= NF_TRAILING;
		r.node = i;
		return r;
	}
	case CXCursor_ConditionalOperator: {
		r = ex_none(c);
		kids_get(c, &k);
		kids_expr(&k);
		struct ex e[3];
		unsigned n3 = k.n < 3 ? k.n : 3;
		for (unsigned j = 0; j < k.n; j++) {
			struct ex t = walk_expr(w, k.p[j]);
			if (j < 3)
				e[j] = t;
		}
		int i = new_node(w, NK_COND, c);
		struct node *n = N(w, i);
		n->type = r.type;
		if (n3 == 3) {
			mark(w, e[0].node, NF_ZERO_TEST);
			n->cond = e[0].node;
			set_operand(w, i, &n->lhs, &e[1]);
			set_operand(w, i, &n->rhs, &e[2]);
			/* constant arms keep their value (clips: v < 0 ? 0 : ...) */
			if (e[1].is_const)
				fold(k.p[1], &n->lhs);
			if (e[2].is_const)
				fold(k.p[2], &n->rhs);
			r.is_const = e[0].is_const && e[1].is_const &&
				     e[2].is_const;
		}
		kids_release(&k);
		r.node = i;
		return r;
	}
	default:
		r = ex_none(c);
		/* '(Mode){ 1000, 40 }': a structure's values the run's
		 * member facts do not follow */
		if (kind == CXCursor_CompoundLiteralExpr)
			record_unknown(w, clang_getCursorType(c), 0);
		walk_children_expr(w, c, &r);
		if (kind != CXCursor_InitListExpr)
			r.is_const = false;
		return r;
	}
}

/* Walk expression c; its top node learns where its subtree starts (the
 * nodes appended by this walk), which the loop-invariance test reads. */
static struct ex walk_expr(struct walker *w, CXCursor c)
{
	int start = (int)w->m->nnodes;

	if (w->depth >= WALK_MAX_DEPTH) {
		w->too_deep = true;
		return ex_none(c);
	}
	w->depth++;
	w->in_expr++;
	bool point = !w->point && enter_point(w, c);
	struct ex r = walk_expr_kind(w, c);
	w->in_expr--;
	if (point)
		w->point = false;
	w->depth--;

	if (r.node >= start && w->m->nodes[r.node].sub_first < 0)
		w->m->nodes[r.node].sub_first = start;
	return r;
}

/* --- statements --------------------------------------------------------- */

static void full_expr(struct walker *w, CXCursor c, unsigned *sb, unsigned *se)
{
	*sb = w->stmt_begin;
	*se = w->stmt_end;
	extent(w, c, &w->stmt_begin, &w->stmt_end);
}

static struct ex walk_full_expr(struct walker *w, CXCursor c)
{
	unsigned sb, se;

	full_expr(w, c, &sb, &se);
	struct ex e = walk_expr(w, c);
	w->stmt_begin = sb;
	w->stmt_end = se;
	return e;
}

/* Record that m takes the address of function name (owned by the call:
 * kept or freed). */
static void note_addr_taken(struct model *m, char *name)
{
	if (!name || !*name) {
		free(name);
		return;
	}
	unsigned before = m->naddr;
	unsigned i = intern(&m->addr_taken, &m->naddr, &m->addr_hash,
			    &m->addr_hcap, name);
	if (m->naddr > before) {
		m->addr_untabled = xrealloc(m->addr_untabled, m->naddr);
		m->addr_untabled[i - 1] = !m->noting_table;
		m->addr_escapes = xrealloc(m->addr_escapes, m->naddr);
		m->addr_escapes[i - 1] = !m->noting_local;
	} else {
		if (!m->noting_table)
			m->addr_untabled[i - 1] = 1;
		if (!m->noting_local)
			m->addr_escapes[i - 1] = 1;
	}
}

/* Can a value of type t hold a function pointer (itself, an element of
 * an array, a member of a record)?  depth bounds nested records. */
static enum CXVisitorResult field_fnptr(CXCursor c, CXClientData data);

static bool type_holds_fnptr(CXType t, unsigned depth)
{
	t = clang_getCanonicalType(t);
	switch (t.kind) {
	case CXType_Pointer: {
		enum CXTypeKind k = clang_getCanonicalType(clang_getPointeeType(t)).kind;
		return k == CXType_FunctionProto || k == CXType_FunctionNoProto;
	}
	case CXType_ConstantArray:
	case CXType_IncompleteArray:
		return depth && type_holds_fnptr(clang_getArrayElementType(t), depth - 1);
	case CXType_Record: {
		struct { unsigned depth; bool found; } st = { depth, false };
		if (depth)
			clang_Type_visitFields(t, field_fnptr, &st);
		return st.found;
	}
	default:
		return false;
	}
}

static enum CXVisitorResult field_fnptr(CXCursor c, CXClientData data)
{
	struct { unsigned depth; bool found; } *st = data;

	st->found = type_holds_fnptr(clang_getCursorType(c), st->depth - 1);
	return st->found ? CXVisit_Break : CXVisit_Continue;
}

/* Is t an array of numbers (a table no function address can be in, or
 * only cast to a number: not visited, it may be large)? */
static bool number_table(CXType t)
{
	t = clang_getCanonicalType(t);
	if (t.kind != CXType_ConstantArray && t.kind != CXType_IncompleteArray)
		return false;
	while (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	return (t.kind >= CXType_Bool && t.kind <= CXType_LongDouble) &&
	       t.kind != CXType_NullPtr;
}

/* The functions an initializer names (clang_visitChildren visitor). */
static enum CXChildVisitResult addr_visit(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	struct walker *w = data;
	struct model *m = w->m;

	/* '&cur.lpc' in an initializer: the member's address out */
	if (clang_getCursorKind(c) == CXCursor_MemberRefExpr &&
	    clang_getCursorKind(parent) == CXCursor_UnaryOperator &&
	    unop(parent) == MOP_ADDROF)
		member_write(w, c, NULL);
	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr) {
		CXCursor d = clang_getCursorReferenced(c);
		bool tabled = false;
		for (unsigned i = 0; i < w->nslotted && !tabled; i++)
			tabled = clang_equalCursors(w->slotted[i], c);
		if (clang_getCursorKind(d) == CXCursor_FunctionDecl) {
			m->noting_table = tabled;
			note_addr_taken(m, cursor_name(c));
			m->noting_table = false;
		} else if (clang_getCursorKind(d) == CXCursor_VarDecl) {
			/* 'static float *const P = T;': T's address out */
			char *name = cursor_name(c);
			if (!name)
				return CXChildVisit_Continue;
			if (m->ninit_vars == m->capinit_vars) {
				m->capinit_vars = m->capinit_vars ?
						  2 * m->capinit_vars : 8;
				m->init_vars = xrealloc(m->init_vars,
					m->capinit_vars * sizeof(*m->init_vars));
			}
			m->init_vars[m->ninit_vars++] = name;
		}
		return CXChildVisit_Continue;
	}
	return CXChildVisit_Recurse;
}

static bool const_of(CXCursor c, int64_t *v);

/* node.decl_id of declaration d (and node.field of a member): its place,
 * hashed */
static uint32_t decl_place(CXCursor d)
{
	CXFile ff;
	unsigned fo;

	clang_getFileLocation(clang_getCursorLocation(d), &ff, NULL, NULL, &fo);
	uint64_t h = ((uint64_t)(uintptr_t)ff * 0x9e3779b97f4a7c15u) ^ (fo + 1u);
	return (uint32_t)(h ^ (h >> 32)) | 1u;
}

static void walk_var(struct walker *w, CXCursor c, unsigned flags)
{
	CXType t = strip_arrays(clang_getCursorType(c));
	int i = new_node(w, NK_DECL, c);
	struct node *n = N(w, i);

	n->type = mtype_of(t);
	n->name = cursor_name(c);
	n->flags |= flags;
	n->decl_id = decl_place(c);
	for (CXType a = clang_getCanonicalType(clang_getCursorType(c));
	     a.kind == CXType_ConstantArray || a.kind == CXType_IncompleteArray ||
	     a.kind == CXType_VariableArray;
	     a = clang_getCanonicalType(clang_getArrayElementType(a)))
		if (a.kind == CXType_VariableArray)
			n->flags |= NF_VLA;
	/* a parameter of a host vector type ('__m128', through pointers):
	 * x86 SSE code that a TriMedia build does not compile (speex's
	 * cb_search_sse.h under the host's '#define _USE_SSE'); a local one
	 * may sit in an '#ifdef' of a function the port keeps */
	if (w->func >= 0 && (flags & NF_PARAM)) {
		CXType v = clang_getCanonicalType(t);
		for (unsigned d = 0; v.kind == CXType_Pointer && d < 8; d++)
			v = clang_getCanonicalType(clang_getPointeeType(v));
		if (v.kind == CXType_Vector || v.kind == CXType_ExtVector)
			w->m->funcs[w->func].host_simd = true;
	}
	if (clang_getCursorKind(c) == CXCursor_VarDecl &&
	    clang_Cursor_hasVarDeclGlobalStorage(c) == 1) {
		n->flags |= NF_GLOBAL;
		if (clang_getCursorLinkage(c) != CXLinkage_External)
			n->flags |= NF_INTERNAL;
		/* a const table of numbers: writing it is undefined */
		CXType et = clang_getCanonicalType(clang_getCursorType(c));
		if (clang_isConstQualifiedType(et) &&
		    (n->type.kind == MT_INT || n->type.kind == MT_FLOAT))
			n->flags |= NF_CONST_OBJ;
	}
	if (n->type.kind == MT_PTR && clang_isRestrictQualifiedType(
	    clang_getCanonicalType(clang_getCursorType(c))))
		n->flags |= NF_RESTRICT;
	if ((flags & NF_PARAM) && w->func >= 0 && w->m->nusr)
		usr_param(w, c, i);
	if (flags & NF_PARAM)
		return;
	CXCursor init = clang_Cursor_getVarDeclInitializer(c);
	if (clang_Cursor_isNull(init))
		return;
	w->nslotted = 0;
	init_record(w, init, clang_getCursorType(c), 0);
	if (clang_getCursorKind(c) == CXCursor_VarDecl &&
	    clang_Cursor_hasVarDeclGlobalStorage(c) == 1)
		fnptr_table(w, c, init);
	n = N(w, i);
	if (n->flags & NF_GLOBAL) {
		int64_t v;
		n->static_set = n->type.kind == MT_INT && const_of(init, &v) && v != 0;
		/* a table of function pointers (a codec's dispatch table)
		 * takes the addresses of the functions it names */
		if (type_holds_fnptr(clang_getCursorType(c), 4) ||
		    !number_table(clang_getCursorType(c)))
			clang_visitChildren(init, addr_visit, w);
		return;
	}
	w->local_store = call_only_local(c, init);
	struct ex e = walk_expr(w, init);
	w->local_store = false;
	n = N(w, i);
	set_operand(w, i, &n->rhs, &e);
	/* the value, as an assignment's operand has it ('int len = 12;') */
	if (e.is_const)
		fold(init, &n->rhs);
}

/* The variable reference c is, through parentheses and implicit
 * conversions ('unsigned char i' compared as an int): *ref; false if c is
 * no such reference. */
static bool decl_ref_of(CXCursor c, CXCursor *ref)
{
	c = strip_implicit(c);
	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
		return false;
	*ref = c;
	return true;
}

/* The induction variable, bounds and trip count of a for loop. */
static const char *ref_name(struct walker *w, CXCursor c)
{
	if (!decl_ref_of(c, &c))
		return NULL;
	struct loop *l = &w->m->loops[w->loop];
	char *name = cursor_name(c);
	if (!l->ivar) {
		l->ivar = name;
		return l->ivar;
	}
	bool same = name && !strcmp(name, l->ivar);
	free(name);
	return same ? l->ivar : NULL;
}

static bool const_of(CXCursor c, int64_t *v)
{
	struct operand o = { 0 };
	fold(c, &o);
	if (!o.is_const)
		return false;
	*v = o.ival;
	return true;
}

/* Is c (through parentheses and implicit conversions) a reference to the
 * loop's induction variable (without naming one, as ref_name() does)? */
static bool is_ivar(struct walker *w, CXCursor c)
{
	const struct loop *l = &w->m->loops[w->loop];

	if (!l->ivar || !decl_ref_of(c, &c))
		return false;
	char *name = cursor_name(c);
	bool same = name && !strcmp(name, l->ivar);
	free(name);
	return same;
}

/* Does c write the induction variable other than by a plain assignment
 * ('i += 8', 'i++', 'i <<= 1')? */
static bool writes_ivar(struct walker *w, CXCursor c)
{
	c = strip_parens(c);
	enum CXCursorKind kind = clang_getCursorKind(c);
	if (kind != CXCursor_CompoundAssignOperator && kind != CXCursor_UnaryOperator)
		return false;
	if (kind == CXCursor_UnaryOperator) {
		enum mop op = unop(c);
		if (op != MOP_PREINC && op != MOP_POSTINC && op != MOP_PREDEC &&
		    op != MOP_POSTDEC)
			return false;
	}
	struct kids k;
	kids_get(c, &k);
	bool w1 = k.n >= 1 && is_ivar(w, k.p[0]);
	kids_release(&k);
	return w1;
}

/* Is c a comma expression ('i = 0, j = 5', '++i, w <<= 8')? */
static bool is_comma(CXCursor c)
{
	c = strip_parens(c);
	return clang_getCursorKind(c) == CXCursor_BinaryOperator &&
	       binop(c) == MOP_COMMA;
}

/* 'p = arr' in a for header, arr an array of known extent (through its
 * decay to a pointer): remember p's walk for bound_by_extents(). */
static void note_ptr_walk(struct walker *w, CXCursor lhs, CXCursor rhs)
{
	CXCursor ref;

	if (!decl_ref_of(lhs, &ref) || clang_getCanonicalType(
	    clang_getCursorType(ref)).kind != CXType_Pointer)
		return;
	rhs = strip_parens(rhs);
	for (unsigned g = 0; g < 8; g++) {
		CXType t = clang_getCanonicalType(clang_getCursorType(rhs));
		if (t.kind == CXType_ConstantArray) {
			long long n = clang_getArraySize(t);
			char *name = n > 1 ? cursor_name(ref) : NULL;
			if (!name)
				return;
			if (w->npws == w->cappws) {
				w->cappws = w->cappws ? 2 * w->cappws : 8;
				w->pws = xrealloc(w->pws, w->cappws * sizeof(*w->pws));
			}
			w->pws[w->npws++] = (struct ptr_walk){ w->loop, name,
				(uint64_t)n };
			return;
		}
		if (clang_getCursorKind(rhs) != CXCursor_UnexposedExpr)
			return;
		struct kids k;
		kids_get(rhs, &k);
		bool one = k.n == 1;
		if (one)
			rhs = strip_parens(k.p[0]);
		kids_release(&k);
		if (!one)
			return;
	}
}

static void loop_init(struct walker *w, CXCursor c)
{
	struct loop *l = &w->m->loops[w->loop];
	struct kids k;

	c = strip_parens(c);
	kids_get(c, &k);
	if (is_comma(c) && k.n == 2) {
		/* 'i = 0, j = 5': each part in order; the one of the
		 * induction variable (named by the condition, read first)
		 * counts, and a later write of it ('i = 0, i += 8') leaves
		 * the start unknown */
		loop_init(w, k.p[0]);
		loop_init(w, k.p[1]);
	} else if (writes_ivar(w, c)) {
		l->start_known = false;
		w->start_expr = clang_getNullCursor();
	} else if (clang_getCursorKind(c) == CXCursor_DeclStmt && k.n >= 1 &&
	    clang_getCursorKind(k.p[0]) == CXCursor_VarDecl) {
		CXCursor init = clang_Cursor_getVarDeclInitializer(k.p[0]);
		l->ivar = cursor_name(k.p[0]);
		if (!clang_Cursor_isNull(init)) {
			l->start_known = const_of(init, &l->start);
			w->start_expr = init;
		}
	} else if (clang_getCursorKind(c) == CXCursor_BinaryOperator &&
		   binop(c) == MOP_ASSIGN && k.n == 2 && ref_name(w, k.p[0])) {
		l->start_known = const_of(k.p[1], &l->start);
		w->start_expr = k.p[1];
	} else if (clang_getCursorKind(c) == CXCursor_BinaryOperator &&
		   binop(c) == MOP_ASSIGN && k.n == 2) {
		note_ptr_walk(w, k.p[0], k.p[1]);
	}
	kids_release(&k);
}

/* Is e, through parentheses and implicit conversions, a variable or a
 * member ('sblimit', 'glopts->sblimit')? */
static bool var_or_member(CXCursor e)
{
	enum CXCursorKind k = clang_getCursorKind(strip_implicit(e));

	return k == CXCursor_DeclRefExpr || k == CXCursor_MemberRefExpr;
}

/* Is the variable c refers to (through parentheses and implicit
 * conversions) of an unsigned integer type? */
static bool ref_unsigned(CXCursor c)
{
	c = strip_implicit(c);
	if (clang_getCursorKind(c) == CXCursor_UnexposedExpr)
		return false;	/* of more than one child */
	switch (clang_getCanonicalType(clang_getCursorType(c)).kind) {
	case CXType_UChar: case CXType_Char_U: case CXType_UShort:
	case CXType_UInt: case CXType_ULong: case CXType_ULongLong:
		return true;
	default:
		return false;
	}
}

/*
 * A condition that steps the induction variable itself, 'i-- > 0' in
 * 'for (i = 8; i-- > 0;)' (libtheora's 8-row block loops): the step is
 * the decrement, and the values tested are the start, start - 1, ...
 * (a pre-decrement '--i > 0' tests start - 1 first: the start moves by
 * the step).  Returns true when c is such an operand of the comparison.
 */
static bool cond_step(struct walker *w, CXCursor c)
{
	struct loop *l = &w->m->loops[w->loop];
	struct kids k;
	bool ok = false;

	c = strip_parens(c);
	if (clang_getCursorKind(c) != CXCursor_UnaryOperator)
		return false;
	enum mop op = unop(c);
	if (op != MOP_PREINC && op != MOP_POSTINC && op != MOP_PREDEC &&
	    op != MOP_POSTDEC)
		return false;
	kids_get(c, &k);
	if (k.n == 1 && ref_name(w, k.p[0])) {
		l->step = op == MOP_PREINC || op == MOP_POSTINC ? 1 : -1;
		l->step_known = true;
		if (l->start_known && (op == MOP_PREINC || op == MOP_PREDEC))
			l->start += l->step;
		else if (op == MOP_PREINC || op == MOP_PREDEC)
			l->cond_pre = true;	/* when the start is settled */
		ok = true;
	}
	kids_release(&k);
	return ok;
}

/* The comparison of a for condition; *stepped: the condition also steps
 * the variable (cond_step()), *is_unsigned: the variable is unsigned. */
static void loop_cond(struct walker *w, CXCursor c, enum mop *cmp,
		      bool *stepped, bool *is_unsigned)
{
	struct loop *l = &w->m->loops[w->loop];
	struct kids k;

	c = strip_parens(c);
	*cmp = MOP_NONE;
	*stepped = *is_unsigned = false;
	if (clang_getCursorKind(c) == CXCursor_UnaryOperator &&
	    cond_step(w, c)) {
		/* 'for (i = 8; i--;)' (libgsm's and wavpack's count-downs):
		 * the stepped value tested against zero, as 'i-- != 0' */
		kids_get(c, &k);
		if (k.n == 1) {
			*is_unsigned = ref_unsigned(k.p[0]);
			/* (its start a parameter: 'for (count = num_values;
			 * count--; dp++)', the callers' count, loop_param()) */
			w->ivar_expr = k.p[0];
		}
		kids_release(&k);
		l->bound = 0;
		l->bound_known = true;
		*cmp = MOP_NE;
		*stepped = true;
		return;
	}
	if (clang_getCursorKind(c) != CXCursor_BinaryOperator) {
		/* 'for (j = 16; j; j--)': the counter the init set, an
		 * integer, tested against zero (not a pointer walk: 'for (;
		 * p; p = p->next)' keeps its variable for the chain rules) */
		CXCursor ref;
		CXType rt;
		if ((l->ivar || w->naming) && decl_ref_of(c, &ref) &&
		    ((rt = clang_getCanonicalType(clang_getCursorType(ref))).kind ==
		     CXType_Int || rt.kind == CXType_UInt || rt.kind == CXType_Short ||
		     rt.kind == CXType_UShort || rt.kind == CXType_Long ||
		     rt.kind == CXType_ULong || rt.kind == CXType_SChar ||
		     rt.kind == CXType_UChar || rt.kind == CXType_Char_S ||
		     rt.kind == CXType_Char_U) && ref_name(w, ref)) {
			l->bound = 0;
			l->bound_known = true;
			w->ivar_expr = ref;
			*cmp = MOP_NE;
			*is_unsigned = ref_unsigned(ref);
		}
		return;
	}
	enum mop op = binop(c);
	if (op == MOP_LAND) {
		/* 'i < 3 && src && *src': the bound of the first operand that
		 * has one; the others may end the loop earlier (a bound, the
		 * count assumed: honest_trip()) */
		kids_get(c, &k);
		if (k.n == 2) {
			loop_cond(w, k.p[0], cmp, stepped, is_unsigned);
			if (*cmp == MOP_NONE)
				loop_cond(w, k.p[1], cmp, stepped, is_unsigned);
			w->m->loops[w->loop].early_exit = true;
		}
		kids_release(&k);
		return;
	}
	if (op != MOP_LT && op != MOP_LE && op != MOP_GT && op != MOP_GE &&
	    op != MOP_NE)
		return;
	kids_get(c, &k);
	if (k.n == 2 && ref_name(w, k.p[0])) {
		l->bound_known = const_of(k.p[1], &l->bound);
		w->bound_expr = k.p[1];
		w->ivar_expr = k.p[0];
		*cmp = op;
		*is_unsigned = ref_unsigned(k.p[0]);
	} else if (k.n == 2 && cond_step(w, k.p[0])) {
		l->bound_known = const_of(k.p[1], &l->bound);
		*cmp = op;
		*stepped = true;
		*is_unsigned = ref_unsigned(k.p[0]);
		/* 'for (j = end; j-- > start;)' (opus's rate.c): the bound
		 * and the counter, for the ends the calls give (loop_param()) */
		struct kids u;
		kids_get(strip_parens(k.p[0]), &u);
		if (u.n == 1) {
			w->bound_expr = k.p[1];
			w->ivar_expr = u.p[0];
		}
		kids_release(&u);
	} else if (k.n == 2 && ref_name(w, k.p[1])) {
		l->bound_known = const_of(k.p[0], &l->bound);
		w->bound_expr = k.p[0];
		w->ivar_expr = k.p[1];
		*is_unsigned = ref_unsigned(k.p[1]);
		*cmp = mop_swapped(op);
	}
	kids_release(&k);
}

/* One part of a for header's increment; *parts counts the parts that
 * stepped the induction variable, *spoiled is set by a write of it that
 * is no constant step ('i = x[i]', 'i <<= 1'). */
static void loop_inc_part(struct walker *w, CXCursor c, unsigned *parts,
			  bool *spoiled)
{
	struct loop *l = &w->m->loops[w->loop];
	struct kids k;
	enum CXCursorKind kind;
	int64_t step = 0;
	bool stepped = false;

	c = strip_parens(c);
	kind = clang_getCursorKind(c);
	kids_get(c, &k);
	if (is_comma(c) && k.n == 2) {
		/* '++i, window <<= 8': the parts that step the variable */
		loop_inc_part(w, k.p[0], parts, spoiled);
		loop_inc_part(w, k.p[1], parts, spoiled);
	} else if (kind == CXCursor_UnaryOperator && k.n == 1 && ref_name(w, k.p[0])) {
		enum mop op = unop(c);
		if (op == MOP_PREINC || op == MOP_POSTINC)
			step = 1, stepped = true;
		else if (op == MOP_PREDEC || op == MOP_POSTDEC)
			step = -1, stepped = true;
	} else if (kind == CXCursor_CompoundAssignOperator && k.n == 2 &&
		   ref_name(w, k.p[0])) {
		enum mop op = binop(c);
		int64_t v;
		if ((op == MOP_ADD || op == MOP_SUB) && const_of(k.p[1], &v) &&
		    v > -(INT64_C(1) << 31) && v < (INT64_C(1) << 31))
			step = op == MOP_ADD ? v : -v, stepped = true;
		else if ((op == MOP_SHL || op == MOP_SHR) &&
			 const_of(k.p[1], &v) && v >= 1 && v <= 31)
			w->geo = op == MOP_SHL ? (int)v : -(int)v, w->geo_parts++;
		else if ((op == MOP_MUL || op == MOP_DIV) &&
			 const_of(k.p[1], &v) && v >= 2 && v <= (INT64_C(1) << 30) &&
			 !(v & (v - 1)))
			w->geo = (op == MOP_MUL ? 1 : -1) * (63 - __builtin_clzll(
				(unsigned long long)v)), w->geo_parts++;
		else
			*spoiled = true;	/* by a variable */
	} else if (kind == CXCursor_BinaryOperator && binop(c) == MOP_ASSIGN &&
		   k.n == 2 && is_ivar(w, k.p[0])) {
		*spoiled = true;
	}
	if (stepped) {
		/* 'i++, i++' steps by 2 */
		l->step = *parts ? l->step + step : step;
		(*parts)++;
	}
	kids_release(&k);
}

/* The step of a for header's increment c; returns whether c writes the
 * induction variable at all. */
static bool loop_inc(struct walker *w, CXCursor c)
{
	struct loop *l = &w->m->loops[w->loop];
	unsigned parts = 0;
	bool spoiled = false;

	w->geo = 0;
	w->geo_parts = 0;
	loop_inc_part(w, c, &parts, &spoiled);
	l->step_known = parts > 0 && !spoiled && !w->geo_parts;
	if (spoiled || w->geo_parts)
		l->step = 0;
	if (parts || spoiled || w->geo_parts != 1)
		w->geo = 0;	/* one geometric step, nothing else */
	return parts > 0 || spoiled || w->geo_parts > 0;
}

/* The values an integer of 'bits' bits holds, signed or not, within an
 * int64_t: [*lo, *hi] (an unsigned 64-bit one up to INT64_MAX). */
static void int_range(unsigned bits, bool is_unsigned, int64_t *lo, int64_t *hi)
{
	*lo = is_unsigned ? 0 : bits >= 64 ? INT64_MIN : -(INT64_C(1) << (bits - 1));
	*hi = bits >= 63 && (is_unsigned || bits >= 64) ? INT64_MAX :
	      is_unsigned ? (INT64_C(1) << bits) - 1 : (INT64_C(1) << (bits - 1)) - 1;
}

/* Does v compare cmp with the bound? */
static bool holds(int64_t v, int64_t bound, enum mop cmp)
{
	switch (cmp) {
	case MOP_LT: return v < bound;
	case MOP_LE: return v <= bound;
	case MOP_GT: return v > bound;
	case MOP_GE: return v >= bound;
	case MOP_NE: return v != bound;
	default: return false;
	}
}

/*
 * The count of a loop whose increment shifts its variable (twolame's
 * scale factor search 'for (l = 16, sf = 32; l; l >>= 1)': 5 trips, an
 * FFT's 'for (k = 1; k < 64; k <<= 1)': 6), replayed on the values the
 * variable takes, in its type: a signed value that would overflow, or a
 * negative one shifted right (it never reaches 0), leaves no count.
 * With a start unknown, an unsigned variable shifted towards 0 or a
 * bound runs at most its width in bits: a bound, the count assumed.
 */
static void loop_geo_trip(struct walker *w, struct loop *l, enum mop cmp,
			  bool is_unsigned)
{
	int g = w->geo;

	if (!g || l->trip_known || cmp == MOP_NONE ||
	    clang_Cursor_isNull(w->ivar_expr))
		return;
	long long size = clang_Type_getSizeOf(clang_getCanonicalType(
		clang_getCursorType(w->ivar_expr)));
	if (size < 1 || size > 8)
		return;
	unsigned bits = (unsigned)size * 8;
	if (!l->start_known || !l->bound_known) {
		if (is_unsigned && !l->trip_bounded &&
		    ((g < 0 && (cmp == MOP_NE || cmp == MOP_GT || cmp == MOP_GE)) ||
		     (g > 0 && (cmp == MOP_LT || cmp == MOP_LE || cmp == MOP_NE)))) {
			unsigned ag = (unsigned)(g < 0 ? -g : g);
			l->trip = (bits + ag - 1) / ag;	/* shifts to 0 */
			l->trip_bounded = true;
			l->trip_upper = true;
		}
		return;
	}
	if (bits >= 64)
		return;
	uint64_t mask = (UINT64_C(1) << bits) - 1;
	int64_t lo, hi, v = l->start;

	int_range(bits, is_unsigned, &lo, &hi);

	if (v < lo || v > hi)
		return;
	for (uint64_t n = 0; n <= bits + 1; n++) {
		if (!holds(v, l->bound, cmp)) {
			l->trip = n;
			l->trip_known = true;
			return;
		}
		if (g > 0) {
			uint64_t x = (uint64_t)v << g;
			if (!is_unsigned && (v < 0 || x > (uint64_t)hi))
				return;	/* signed overflow */
			v = (int64_t)(x & mask);
		} else {
			if (v < 0)
				return;
			v = (int64_t)((uint64_t)v >> -g);
		}
	}
}

/* e as base + off, base a variable: 'T0 - 3' is (T0, -3); false if e is
 * no variable plus or minus constants, or the offset reaches 2^31. */
#define LIM (INT64_C(1) << 31)
static bool base_offset(CXCursor e, CXCursor *base, int64_t *off,
			enum CXCursorKind want)
{
	*off = 0;
	for (unsigned guard = 0; guard < 64; guard++) {
		struct kids k;
		e = strip_parens(e);
		enum CXCursorKind kind = clang_getCursorKind(e);
		if (kind == want) {
			*base = e;
			return true;
		}
		kids_get(e, &k);
		CXCursor next = clang_getNullCursor();
		int64_t v;
		if (kind == CXCursor_UnexposedExpr && k.n == 1) {
			next = k.p[0];	/* an implicit conversion */
		} else if (kind == CXCursor_BinaryOperator && k.n == 2 &&
			   (binop(e) == MOP_ADD || binop(e) == MOP_SUB)) {
			/* offsets of an ILP32 program: within 2^31, and so
			 * are their sums */
			if (const_of(k.p[1], &v) && v > -LIM && v < LIM) {
				*off += binop(e) == MOP_ADD ? v : -v;
				next = k.p[0];
			} else if (binop(e) == MOP_ADD && const_of(k.p[0], &v) &&
				   v > -LIM && v < LIM) {
				*off += v;
				next = k.p[1];
			}
			if (*off <= -LIM || *off >= LIM)
				next = clang_getNullCursor();
		}
		kids_release(&k);
		if (clang_Cursor_isNull(next))
			return false;
		e = next;
	}
	return false;
}

static bool var_offset(CXCursor e, CXCursor *base, int64_t *off)
{
	return base_offset(e, base, off, CXCursor_DeclRefExpr);
}

static bool unsigned_kind(enum CXTypeKind k)
{
	return k == CXType_Bool || k == CXType_Char_U || k == CXType_UChar ||
	       k == CXType_Char16 || k == CXType_Char32 || k == CXType_UShort ||
	       k == CXType_UInt || k == CXType_ULong || k == CXType_ULongLong ||
	       k == CXType_UInt128;
}

/* Does every value of integer type from keep its value as type to (the
 * conversions an argument or a store goes through: an 'int' of -1 passed
 * for an 'unsigned short' is 65535)? */
static bool keeps_value(CXType from, CXType to)
{
	from = clang_getCanonicalType(from);
	to = clang_getCanonicalType(to);
	if (from.kind < CXType_Bool || from.kind > CXType_Int128 ||
	    to.kind < CXType_Bool || to.kind > CXType_Int128)
		return false;
	long long fs = clang_Type_getSizeOf(from), ts = clang_Type_getSizeOf(to);
	bool fu = unsigned_kind(from.kind), tu = unsigned_kind(to.kind);
	if (fs <= 0 || ts <= 0)
		return false;
	return fu == tu ? ts >= fs : !tu && ts > fs;
}

/* The integer structure member e reads plus a constant ('st->lpcSize',
 * 'mode->nb - 1'), its value kept by e's type: its field_slot() in *key
 * (caller frees) and the constant in *off; false if e is no such
 * member. */
static bool member_of(CXCursor e, char **key, int64_t *off)
{
	CXCursor base;

	if (!base_offset(e, &base, off, CXCursor_MemberRefExpr))
		return false;
	CXCursor d = clang_getCursorReferenced(base);
	CXType t = clang_getCanonicalType(clang_getCursorType(d));
	/* (a union's member: another stores its bytes under its name) */
	if (t.kind < CXType_Bool || t.kind > CXType_Int128 ||
	    !keeps_value(t, clang_getCursorType(e)) ||
	    (*off && unsigned_kind(t.kind)) ||
	    clang_getCursorKind(clang_getCursorSemanticParent(d)) ==
	    CXCursor_UnionDecl)
		return false;
	*key = field_slot(d);
	return *key != NULL;
}

/* Is e a parameter of the function being walked plus a constant ('n',
 * 'n - 1'), a value handed on (an argument, a store) kept by e's type?
 * Its index, name (caller frees) and the offset (*off, written even when
 * false: the callers then take another reading or drop it). */
static bool param_kept(struct walker *w, CXCursor e, int *idx, char **name,
		       int64_t *off)
{
	CXCursor base;

	if (!var_offset(e, &base, off) ||
	    !keeps_value(clang_getCursorType(clang_getCursorReferenced(base)),
			 clang_getCursorType(e)) ||
	    (*off && unsigned_kind(clang_getCanonicalType(clang_getCursorType(
		clang_getCursorReferenced(base))).kind)))
		return false;	/* ('len - 1' of an unsigned 0 wraps) */
	return param_of(w, base, idx, name);
}

/* Record a store into lhs when it is an integer structure member: of
 * rhs, or of something unknown (rhs null: 'st->n++', 'st->n += k',
 * '&st->n'), for the run's call graph (model.mfacts). */
static bool automatic_local(CXCursor d);

/* Does a store of local d's value, now, take the range the checks before
 * it in its blocks leave (struct guard)?  Into f: an MF_CONST range or an
 * MF_MEMBER bound. */
static bool guarded_value(struct walker *w, CXCursor d, CXType to,
			  struct member_fact *f)
{
	bool has_lo = false, has_hi = false;
	int64_t lo = 0, hi = 0;
	char *member = NULL;
	char *name = NULL;

	bool checked = false;
	for (unsigned i = 0; i < w->nguards && !checked; i++)
		checked = clang_equalCursors(w->guards[i].decl, d);
	if (!checked || !automatic_local(d) ||
	    !keeps_value(clang_getCursorType(d), to) || !(name = cursor_name(d)))
		return false;
	/* the local's last write so far; its address taken nowhere yet */
	int last_store = -1;
	int from = w->func >= 0 ? w->m->funcs[w->func].first_node : 0;
	for (unsigned j = (unsigned)from; j < w->m->nnodes; j++) {
		const struct node *x = &w->m->nodes[j];
		if (x->kind != NK_REF || !x->name || strcmp(x->name, name))
			continue;
		if (model_addr_of(w->m, x)) {
			free(name);
			return false;
		}
		if (x->flags & NF_STORE)
			last_store = (int)j;
	}
	free(name);
	for (unsigned i = 0; i < w->nguards; i++) {
		const struct guard *g = &w->guards[i];
		if (!clang_equalCursors(g->decl, d))
			continue;
		/* nothing from the check (its condition included) to the
		 * store writes the local or labels a statement a goto or a
		 * switch could enter by; the store in no loop the check is
		 * outside of (a later write would come round to it) */
		bool moved = g->ncases != w->ncases || g->loop != w->loop ||
			     last_store >= g->node;
		for (unsigned j = g->njumps; j < w->njumps && !moved; j++)
			moved = w->is_label[j];
		if (moved)
			continue;
		if (g->has_lo && (!has_lo || g->lo > lo)) {
			has_lo = true;
			lo = g->lo;
		}
		if (g->has_hi && !g->hi_member && !member && (!has_hi || g->hi < hi)) {
			has_hi = true;
			hi = g->hi;
		} else if (g->has_hi && g->hi_member && !has_hi && !member) {
			member = g->hi_member;
			hi = g->hi;
		}
	}
	/* both ends: a loop may start from the member as well as run to it
	 * (a check from above only leaves it unbounded below) */
	if (!has_lo)
		return false;
	if (has_hi) {
		f->kind = MF_CONST;
		f->value = hi;
		f->lo = lo <= hi ? lo : hi;
		f->ranged = true;
		return true;
	}
	if (member) {	/* lo <= value <= member + hi */
		f->kind = MF_MEMBER;
		f->src = xstrdup(member);
		f->value = hi;
		f->lo = lo;
		f->ranged = true;
		return true;
	}
	return false;
}

/* 'if (v < L || v > H) goto out;' (return, break, continue), the if c
 * just walked, with no else: a guard on local v for what follows in the
 * block (struct guard). */
static void guard_of(struct walker *w, CXCursor cond, int node);

/* (node: the node count before c was walked, its condition's first) */
static void note_guard(struct walker *w, CXCursor c, int node)
{
	struct kids k;

	kids_get(c, &k);
	if (k.n == 2) {
		CXCursor t = k.p[1];
		if (clang_getCursorKind(t) == CXCursor_CompoundStmt) {
			struct kids b;
			kids_get(t, &b);
			t = b.n == 1 ? b.p[0] : clang_getNullCursor();
			kids_release(&b);
		}
		enum CXCursorKind tk = clang_getCursorKind(t);
		if (tk == CXCursor_GotoStmt || tk == CXCursor_ReturnStmt ||
		    tk == CXCursor_BreakStmt || tk == CXCursor_ContinueStmt)
			guard_of(w, k.p[0], node);
	}
	kids_release(&k);
}

static void push_guard(struct walker *w, const struct guard *g)
{
	if (w->nguards == w->capguards)
		w->guards = xrealloc(w->guards, (w->capguards = 2 * w->capguards + 4) *
				     sizeof(*w->guards));
	w->guards[w->nguards++] = *g;
}

static void guard_of(struct walker *w, CXCursor cond, int node)
{
	cond = strip_parens(strip_implicit(cond));
	if (clang_getCursorKind(cond) != CXCursor_BinaryOperator)
		return;
	enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cond);
	struct kids k;
	kids_get(cond, &k);
	if (k.n != 2) {
		kids_release(&k);
		return;
	}
	if (op == CXBinaryOperator_LOr) {
		guard_of(w, k.p[0], node);
		guard_of(w, k.p[1], node);
		kids_release(&k);
		return;
	}
	/* the local on the left: 'v > H' leaves above H */
	CXCursor ref, other;
	bool left = decl_ref_of(k.p[0], &ref);
	if (left)
		other = k.p[1];
	else if (decl_ref_of(k.p[1], &ref))
		other = k.p[0];
	else {
		kids_release(&k);
		return;
	}
	if (!left) {	/* 'H < v' is 'v > H' */
		switch (op) {
		case CXBinaryOperator_LT: op = CXBinaryOperator_GT; break;
		case CXBinaryOperator_LE: op = CXBinaryOperator_GE; break;
		case CXBinaryOperator_GT: op = CXBinaryOperator_LT; break;
		case CXBinaryOperator_GE: op = CXBinaryOperator_LE; break;
		default: break;
		}
	}
	struct guard g = { .decl = clang_getCursorReferenced(ref),
			   .node = node, .njumps = w->njumps,
			   .ncases = w->ncases, .loop = w->loop };
	int64_t v;
	char *member = NULL;
	bool cst = const_of(other, &v);
	if (!automatic_local(g.decl) ||
	    (!cst && !member_of(other, &member, &v)) ||
	    !keeps_value(clang_getCursorType(g.decl),
			 clang_getCursorType(strip_implicit(other)))) {
		free(member);
		kids_release(&k);
		return;
	}
	switch (op) {
	case CXBinaryOperator_GT:	/* leaves above: v <= H */
	case CXBinaryOperator_GE:	/* v <= H - 1 */
		g.has_hi = true;
		g.hi = v - (op == CXBinaryOperator_GE);
		g.hi_member = member;
		member = NULL;
		break;
	case CXBinaryOperator_LT:	/* leaves below: v >= L */
	case CXBinaryOperator_LE:
		if (cst) {
			g.has_lo = true;
			g.lo = v + (op == CXBinaryOperator_LE);
		}
		break;
	default:
		break;
	}
	free(member);
	if (g.has_lo || g.has_hi)
		push_guard(w, &g);
	kids_release(&k);
}

static bool min_const(CXCursor e, int64_t *k);

/* 'MIN(5, x)' of an x of an unsigned type, or of x a member (its values
 * are the member's): the values 0 to *k for an unsigned store. */
static bool unsigned_min(CXCursor e, int64_t *k)
{
	struct kids q;
	int64_t v;
	bool ok = false;

	if (!min_const(e, k) || *k < 0)
		return false;
	e = strip_implicit(e);
	kids_get(e, &q);
	if (q.n == 3) {
		CXCursor x = strip_implicit(const_of(q.p[1], &v) ? q.p[2] : q.p[1]);
		ok = unsigned_kind(clang_getCanonicalType(
				   clang_getCursorType(x)).kind);
	}
	kids_release(&q);
	return ok;
}

static void member_write(struct walker *w, CXCursor lhs, const CXCursor *rhs)
{
	lhs = strip_parens(lhs);
	if (clang_getCursorKind(lhs) != CXCursor_MemberRefExpr)
		return;
	CXCursor d = clang_getCursorReferenced(lhs);
	CXType t = clang_getCanonicalType(clang_getCursorType(d));
	if (t.kind < CXType_Bool || t.kind > CXType_Int128)
		return;
	struct member_fact f = { .member = field_slot(d), .func = w->func,
				 .kind = MF_UNKNOWN, .param_idx = -1 };
	if (!f.member)
		return;
	if (!rhs) {
		;
	} else if (const_of(*rhs, &f.value)) {
		f.kind = MF_CONST;
	} else if (param_kept(w, *rhs, &f.param_idx, &f.pname, &f.value)) {
		f.kind = MF_PARAM;
	} else if (member_of(*rhs, &f.src, &f.value)) {
		f.kind = MF_MEMBER;
	} else if (unsigned_kind(t.kind) && unsigned_min(*rhs, &f.value)) {
		/* 'sbr->N_Q = min(5, sbr->N_Q)' (faad2): 0 to 5 */
		f.kind = MF_CONST;
		f.ranged = true;
		f.lo = 0;
	} else {
		CXCursor ref;
		f.value = 0;
		if (w->nguards && decl_ref_of(*rhs, &ref) &&
		    !guarded_value(w, clang_getCursorReferenced(ref),
				   clang_getCursorType(lhs), &f))
			f.value = 0;
	}
	add_mfact(w->m, &f);
}

/* 'for (i = T0 - 3; i <= T0 + 3; i++)': a start and a bound that are one
 * variable plus constants give a count (7) when nothing in the body
 * writes the variable (honest_trip() checks: loop.bound_var). */
/* A signed integer type of at least 'bytes' bytes? */
static bool signed_int(CXType t, long long bytes)
{
	t = clang_getCanonicalType(t);
	switch (t.kind) {
	case CXType_SChar: case CXType_Char_S: case CXType_Short:
	case CXType_Int: case CXType_Long: case CXType_LongLong:
		return clang_Type_getSizeOf(t) >= bytes;
	default:
		return false;
	}
}

static void loop_relative(struct walker *w, struct loop *l)
{
	CXCursor a, b;
	int64_t oa, ob;

	if (l->start_known || l->bound_known || clang_Cursor_isNull(w->start_expr) ||
	    clang_Cursor_isNull(w->bound_expr) || clang_Cursor_isNull(w->ivar_expr) ||
	    !var_offset(w->start_expr, &a, &oa) || !var_offset(w->bound_expr, &b, &ob))
		return;
	CXCursor da = clang_getCursorReferenced(a), db = clang_getCursorReferenced(b);
	if (clang_Cursor_isNull(da) || !clang_equalCursors(da, db))
		return;
	/* a local of this function (no other code can change it: its
	 * address is checked below) or a parameter; both it and the
	 * induction variable signed integers, the variable no narrower
	 * (no unsigned wrap-around, no pointer steps) */
	enum CXCursorKind dk = clang_getCursorKind(da);
	if (dk == CXCursor_VarDecl) {
		if (clang_Cursor_getStorageClass(da) == CX_SC_Static ||
		    clang_Cursor_getStorageClass(da) == CX_SC_Extern ||
		    clang_getCursorKind(clang_getCursorSemanticParent(da)) !=
		    CXCursor_FunctionDecl)
			return;
	} else if (dk != CXCursor_ParmDecl) {
		return;
	}
	/* the induction variable's declared type, under the conversion the
	 * comparison adds ('unsigned char i' compared as an int) */
	CXCursor iv;
	if (!decl_ref_of(w->ivar_expr, &iv))
		return;
	CXCursor ivd = clang_getCursorReferenced(iv);
	CXType bt = clang_getCursorType(da);
	if (clang_Cursor_isNull(ivd) ||
	    !signed_int(bt, 1) ||
	    !signed_int(clang_getCursorType(ivd), clang_Type_getSizeOf(
		clang_getCanonicalType(bt))))
		return;
	char *name = cursor_name(a);
	if (!name || (l->ivar && !strcmp(name, l->ivar))) {
		free(name);
		return;
	}
	/* its address taken before the loop: a pointer may move it */
	const struct function *fn = l->func >= 0 ? &w->m->funcs[l->func] : NULL;
	for (int i = fn ? fn->first_node : 0; fn && i < l->first_node; i++) {
		const struct node *n = &w->m->nodes[i];
		if (n->kind == NK_REF && n->name && !strcmp(n->name, name) &&
		    model_addr_of(w->m, n)) {
			free(name);
			return;
		}
	}
	l->bound_var = name;
	l->start = oa;
	l->bound = ob;
	l->start_known = l->bound_known = true;
}

static void loop_trip(struct loop *l, enum mop cmp)
{
	uint64_t trips;

	if (!l->start_known || !l->bound_known || !l->step_known || !l->step)
		return;
	if (mop_trip_count(l->start, l->bound, l->step, cmp, &trips)) {
		l->trip_known = true;
		l->trip = trips;
		l->trip_profiled = false;	/* over a '// tmopt: trip' */
	}
}

/* The index of parameter p among the parameters of function fn, or -1. */
static int param_index(CXCursor fn, CXCursor p)
{
	int n = clang_Cursor_getNumArguments(fn);

	for (int i = 0; i < n; i++)
		if (clang_equalCursors(clang_Cursor_getArgument(fn, (unsigned)i), p))
			return i;
	return -1;
}

/* Is base, the variable var_offset() found in a value ('n', 'n - 1'), an
 * integer parameter of the function being walked?  Its index and name
 * (caller frees). */
static bool param_of(struct walker *w, CXCursor base, int *idx, char **name)
{
	if (clang_Cursor_isNull(w->fn_cursor))
		return false;
	CXCursor d = clang_getCursorReferenced(base);
	if (clang_getCursorKind(d) != CXCursor_ParmDecl)
		return false;
	*idx = param_index(w->fn_cursor, d);
	if (*idx < 0)
		return false;
	CXType t = clang_getCanonicalType(clang_getCursorType(d));
	if (t.kind < CXType_Bool || t.kind > CXType_Int128)
		return false;	/* an integer parameter */
	*name = cursor_name(d);
	return *name != NULL;
}

/* e without a unary plus ('+srange'), and, where neg is not NULL, without
 * the minus of a value of a signed type ('-srange': *neg set). */
static CXCursor sign_stripped(CXCursor e, bool *neg)
{
	CXCursor u = strip_parens(strip_implicit(e));
	struct kids k;

	if (neg)
		*neg = false;
	if (clang_Cursor_isNull(u) ||
	    clang_getCursorKind(u) != CXCursor_UnaryOperator)
		return e;
	enum mop op = unop(u);
	if (op != MOP_PLUS && !(neg && op == MOP_NEG &&
	    !unsigned_kind(clang_getCanonicalType(clang_getCursorType(u)).kind)))
		return e;
	kids_get(u, &k);
	if (k.n == 1) {
		e = k.p[0];
		if (neg)
			*neg = op == MOP_NEG;
	}
	kids_release(&k);
	return e;
}

/* End e of loop l ('n', 'len - 1', 'st->lpcSize'): a parameter of the
 * function (*name, *idx) or an integer member (*member), plus *off. */
static bool loop_end_var(struct walker *w, const struct loop *l, CXCursor e,
			 char **name, int *idx, char **member, int64_t *off)
{
	CXCursor pb;

	*name = *member = NULL;
	if (clang_Cursor_isNull(e))
		return false;
	e = sign_stripped(e, NULL);	/* 'j <= +srange' */
	bool var = var_offset(e, &pb, off);
	/* 'i < len - 1' of an unsigned len: 0 wraps, no count from it */
	if (var && *off && unsigned_kind(clang_getCanonicalType(
	    clang_getCursorType(clang_getCursorReferenced(pb))).kind))
		return false;
	/* a signed counter takes the end's values only if its type holds
	 * them all ('int i = start' of an unsigned start: -1 passed is
	 * 4294967295 there, -1 here); an unsigned one is checked on the
	 * values (mop_trip_most()) */
	CXType ct = clang_Cursor_isNull(w->ivar_expr) ? (CXType){ 0 } :
		    clang_getCanonicalType(clang_getCursorType(w->ivar_expr));
	if (var && ct.kind >= CXType_Bool && ct.kind <= CXType_Int128 &&
	    !unsigned_kind(ct.kind) &&
	    !keeps_value(clang_getCursorType(clang_getCursorReferenced(pb)), ct))
		return false;
	if (!var || !param_of(w, pb, idx, name))
		/* 'for (i = 0; i < st->lpcSize; i++)': what the run stores
		 * into the member (callgraph_ints()) */
		return member_of(e, member, off);
	if (l->ivar && !strcmp(*name, l->ivar)) {
		free(*name);
		*name = NULL;
		return false;
	}
	return true;
}

/* 'for (i = 0; i < n; i++)' with n a parameter: remember it, the count is
 * the callers' (model_caller_trips()); both ends, the start's too. */
static void loop_param(struct walker *w, struct loop *l, enum mop cmp)
{
	int idx;
	char *name, *member;
	int64_t off;

	if (l->trip_known || l->bound_var || !l->step_known || !l->step ||
	    cmp == MOP_NONE || (l->start_known && l->bound_known) ||
	    clang_Cursor_isNull(w->ivar_expr))
		return;
	l->cmp = (unsigned char)cmp;
	if (!l->start_known && !l->bound_known) {
		/* 'for (i = start; i < end; i++)': both ends, each here or
		 * from a local copy (local_consts()) */
		l->two_ends = true;
		if (loop_end_var(w, l, w->bound_expr, &name, &idx, &member, &off)) {
			l->param_name = name;
			l->param = idx;
			l->bound_member = member;
			l->param_off = off;
		}
		/* 'j = -srange'; (a start the condition steps first, '--j >
		 * start', is not followed) */
		bool neg;
		CXCursor se = sign_stripped(w->start_expr, &neg);
		if (!l->cond_pre &&
		    loop_end_var(w, l, se, &name, &idx, &member, &off)) {
			l->sparam_name = name;
			l->sparam = idx;
			l->start_member = member;
			l->start_off = off;
			l->start_neg = neg;
		}
		return;
	}
	if ((l->cond_pre && !l->start_known) ||
	    !loop_end_var(w, l, l->start_known ? w->bound_expr : w->start_expr,
			  &name, &idx, &member, &off))
		return;
	l->param_name = name;
	l->param = idx;
	l->bound_member = member;
	l->param_off = off;
	l->param_start = !l->start_known;
}

/* An unsigned counter that starts where an earlier loop left it, 'for (;
 * c < 8; c++)' (openjpeg's zero fill of a partial column group): it is
 * at least 0, so the header's constant bound bounds the count (at most 8),
 * as an array extent would; the count itself stays assumed. */
static void unsigned_bound(struct loop *l, enum mop cmp, bool is_unsigned)
{
	if (l->trip_known || l->start_known || !is_unsigned ||
	    !l->bound_known || l->bound < 0 || !l->step_known ||
	    l->step <= 0 || (cmp != MOP_LT && cmp != MOP_LE))
		return;
	uint64_t b = (uint64_t)l->bound + (cmp == MOP_LE);
	uint64_t t = (b + (uint64_t)l->step - 1) / (uint64_t)l->step;
	model_loop_at_most(l, t);
}

/* A '// tmopt: trip N' comment on the loop's line declares its average
 * trip count (as a profile would measure it).  A constant bound found by
 * the walker still wins. */
static void trip_comment(const struct model_file *f, unsigned off,
			 struct loop *l)
{
	static const char key[] = "tmopt: trip";
	unsigned e = off;

	while (e < f->len && f->text[e] != '\n')
		e++;
	for (unsigned i = off; i + sizeof(key) < e; i++) {
		if (memcmp(f->text + i, key, sizeof(key) - 1))
			continue;
		/* digits only (no sign: "-1" is no trip); a number past
		 * COUNT_CAP saturates to it and is reported as capped */
		unsigned p = i + sizeof(key) - 1, digits = 0;
		uint64_t v = 0;
		while (p < e && (f->text[p] == ' ' || f->text[p] == '\t'))
			p++;
		for (; p < e && f->text[p] >= '0' && f->text[p] <= '9'; p++) {
			v = cap_add(cap_mul(v, 10), (uint64_t)(f->text[p] - '0'));
			digits++;
		}
		if (digits && v > 0) {
			l->trip = v;
			l->trip_profiled = true;
		}
		return;
	}
}

static int push_loop(struct walker *w, CXCursor c, enum loop_kind kind)
{
	struct model *m = w->m;

	if (m->nloops == m->caploops) {
		m->caploops = m->caploops ? m->caploops * 2 : 32;
		m->loops = xrealloc(m->loops, m->caploops * sizeof(*m->loops));
	}
	struct loop *l = &m->loops[m->nloops];
	memset(l, 0, sizeof(*l));
	l->kind = kind;
	l->func = w->func;
	l->prof_share = -1;	/* (not measured) */
	l->parent = w->loop;
	l->depth = w->loop >= 0 ? m->loops[w->loop].depth + 1 : 1;
	unsigned off = 0;
	locate(w, clang_getCursorLocation(c), &l->file, &l->line, &l->col, &off);
	trip_comment(&m->files[l->file], off, l);
	l->first_node = (int)m->nnodes;
	w->loop = (int)m->nloops++;
	return w->loop;
}

static void pop_loop(struct walker *w, int idx)
{
	struct loop *l = &w->m->loops[idx];

	l->last_node = (int)w->m->nnodes;
	w->loop = l->parent;
}

/* Offsets of the two ';' of a for header, scanning the source text. */
/* Where c starts in its spelling: a macro's body for a loop a macro
 * writes (its expansion maps every token to the macro's name). */
static bool spelled_at(struct walker *w, CXCursor c, unsigned *file,
		       unsigned *off)
{
	CXFile f;
	unsigned o;

	clang_getSpellingLocation(clang_getRangeStart(clang_getCursorExtent(c)),
				  &f, NULL, NULL, &o);
	if (!f)
		return false;
	*file = file_index(w, f);
	*off = o;
	return true;
}

/*
 * The offsets of the two ';' of for statement c's header, to tell its
 * init, condition and increment apart (libclang leaves out the absent
 * ones).  A loop that a macro writes is read in the macro's body, where
 * its header is spelled: *spelled says so, and the parts' offsets must
 * then be their spelling offsets too (spelled_at()).
 */
static bool for_semis(struct walker *w, CXCursor c, unsigned *s1, unsigned *s2,
		      bool *spelled)
{
	unsigned file, b, e;
	CXSourceRange r = clang_getCursorExtent(c);

	*spelled = false;
	if (w->point || macro_raw(r.begin_int_data)) {
		if (!spelled_at(w, c, &file, &b))
			return false;
		e = w->m->files[file].len;
		*spelled = true;
	} else {
		if (!locate(w, clang_getRangeStart(r), &file, NULL, NULL, &b))
			return false;
		extent(w, c, &b, &e);
	}
	const struct model_file *f = &w->m->files[file];
	int depth = 0, found = 0;
	for (unsigned o = b; o < f->len && o < e; o++) {
		char ch = f->text[o];
		if (ch == '(')
			depth++;
		else if (ch == ')' && --depth == 0)
			break;
		else if (ch == ';' && depth == 1) {
			if (found++ == 0)
				*s1 = o;
			else {
				*s2 = o;
				return true;
			}
		}
	}
	return false;
}

/* A header count is the loop's count only if nothing else moves the
 * induction variable or leaves the loop: a body that writes the variable
 * (i += i >> 10), takes its address, or breaks, returns or jumps out on a
 * data-dependent condition leaves the count an upper bound, and the model
 * then assumes a count (at most the bound). */
static void honest_trip(struct model *m, struct loop *l, unsigned body,
			unsigned end)
{
	bool moved = false;

	if (!l->trip_known && !l->param_name && !l->bound_member)
		return;
	/* the induction variable in the body; a relative bound's variable
	 * in the header's condition and increment too */
	for (unsigned i = l->bound_var ? (unsigned)l->first_node : body;
	     i < end && l->ivar && !moved; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind == NK_REF && n->name &&
		    ((i >= body && !strcmp(n->name, l->ivar)) ||
		     (l->bound_var && !strcmp(n->name, l->bound_var))) &&
		    ((n->flags & NF_STORE) ||
		     model_addr_of(m, n))) {
			moved = true;
			/* the bound itself moves: not even a bound */
			if (l->bound_var && !strcmp(n->name, l->bound_var)) {
				l->trip_known = false;
				return;
			}
		}
	}
	if (!l->trip_known) {	/* a count from the callers, later */
		l->param_upper = moved || l->early_exit;
		return;
	}
	if (!moved && !l->early_exit)
		return;
	l->trip_known = false;
	l->trip_bounded = true;
	l->trip_upper = true;
}

/*
 * A counter that is the count of a shift on every pass ('sum += 1u <<
 * partition_order', flac's search over partition orders): a count of w or
 * more for a w-bit operand (32 for anything narrower, promoted to int) is
 * undefined, so each pass has the counter in [0, w), and a loop stepping
 * it by 1 that never writes it in its body runs at most w times.  A
 * bound, the count assumed (half of it, as a tail's: model_loop_trip()).
 * The shift must be on every pass: at the loop's own level, in no if arm
 * of its body.
 */
static bool moves(const struct model *m, unsigned from, const char *name);

/* Is node i in an arm of an if at node 'from' or after? */
static bool in_if_arm(const struct model *m, int from, int i)
{
	for (int j = from < 0 ? 0 : from; j < i; j++) {
		const struct node *y = &m->nodes[j];
		if (y->kind == NK_IF &&
		    i < ((y->arm_flags & ARM_ELSE) ? y->arm_end[1] : y->arm_end[0]))
			return true;
	}
	return false;
}

static bool conditional_in(const struct model *m, const struct loop *l,
			   int i);

static void shift_count_bound(struct model *m, struct loop *l, unsigned body,
			      unsigned end)
{
	/* (a continue or goto may skip the shift on some passes) */
	if (l->trip_known || l->trip_profiled || !l->ivar || !l->step_known ||
	    (l->step != 1 && l->step != -1) || l->skips || l->continued ||
	    moves(m, body, l->ivar))
		return;
	int li = (int)(l - m->loops);
	for (unsigned i = body; i < end; i++) {
		const struct node *n = &m->nodes[i];
		if ((n->kind != NK_BINARY && n->kind != NK_ASSIGN_OP) ||
		    (n->op != MOP_SHL && n->op != MOP_SHR) || n->loop != li ||
		    n->rhs.node < 0 || n->type.kind != MT_INT)
			continue;
		const struct node *r = conv_node(m, n->rhs.node);
		if (!r || r->kind != NK_REF || !r->name || strcmp(r->name, l->ivar))
			continue;
		/* (in no if arm, switch case, '?:' arm or right operand of
		 * '&&' or '||') */
		if (in_if_arm(m, (int)body, (int)i) ||
		    model_conditional_operand(m, (int)i) ||
		    conditional_in(m, l, (int)i))
			continue;
		unsigned bits = n->type.bits < 32 ? 32 : n->type.bits;
		if (!l->trip_bounded || bits < l->trip) {
			l->trip = bits;
			l->trip_bounded = l->trip_upper = true;
			l->shift_bits = (uint8_t)bits;
		}
		return;
	}
}

/*
 * 'while (nbBits) { bit = (d >> (nbBits - 1)) & 1; ...; nbBits--; }'
 * (speex's bit packer): a while loop that counts a variable down by one to
 * 0 ('while (v)', 'v != 0', 'v > 0'), its only write in the loop a step at
 * the body's top level, and that shifts by v plus a constant c on every
 * pass (at the loop's own level, in no if arm nor conditional operand): a
 * shift of a w-bit operand (32 for anything narrower, promoted to int) by
 * w or more is undefined, so on the first pass v + c < w (v - 1 + c < w
 * when the step comes first), and the loop runs at most w - c - 1 (w - c)
 * times: a bound, the count assumed at half of it as shift_count_bound()'s
 * (model_loop_shift_half()).
 */
static void shift_countdown(struct walker *w, int li, int cond, unsigned body)
{
	struct model *m = w->m;
	struct loop *l = &m->loops[li];

	if (cond < 0 || l->trip_known || l->trip_profiled || l->trip_bounded ||
	    l->ivar || l->skips || l->continued || l->func < 0)
		return;
	const struct node *c = conv_node(m, cond);
	if (c && c->kind == NK_BINARY && (c->op == MOP_NE || c->op == MOP_GT) &&
	    c->rhs.is_const && c->rhs.ival == 0)
		c = conv_node(m, c->lhs.node);
	const char *v = c && c->kind == NK_REF && c->type.kind == MT_INT ?
			c->name : NULL;
	if (!v)
		return;
	/* a local or a parameter of the function: no call reaches a global
	 * (a bit reader's refill may set it anew) */
	bool declared = false;
	for (int i = m->funcs[l->func].first_node; i < l->first_node && !declared; i++)
		declared = m->nodes[i].kind == NK_DECL && m->nodes[i].name &&
			   !strcmp(m->nodes[i].name, v) &&
			   m->nodes[i].func == l->func;
	if (!declared)
		return;
	/* one write in the loop: 'v--', '--v' or 'v -= 1' at the top */
	int step = -1, writes = 0;
	for (int i = l->first_node; i < l->last_node; i++) {
		const struct node *x = &m->nodes[i];
		if (x->kind == NK_DECL && x->name && !strcmp(x->name, v))
			return;		/* shadowed */
		if (x->kind != NK_REF || !x->name || strcmp(x->name, v) ||
		    !(x->flags & NF_STORE))
			continue;
		const struct node *p = x->parent >= 0 ? &m->nodes[x->parent] : NULL;
		if (++writes > 1 || !p || p->loop != li || p->lhs.node != i ||
		    p->parent >= 0 || (unsigned)x->parent < body ||
		    conditional_in(m, l, x->parent) ||
		    !((p->kind == NK_UNARY && (p->op == MOP_PREDEC ||
					       p->op == MOP_POSTDEC)) ||
		      (p->kind == NK_ASSIGN_OP && p->op == MOP_SUB &&
		       p->rhs.is_const && p->rhs.ival == 1)))
			return;
		step = x->parent;
	}
	if (writes != 1)
		return;
	for (int i = (int)body; i < l->last_node; i++) {
		const struct node *n = &m->nodes[i];
		int64_t off = 0;
		if ((n->kind != NK_BINARY && n->kind != NK_ASSIGN_OP) ||
		    (n->op != MOP_SHL && n->op != MOP_SHR) || n->loop != li ||
		    n->rhs.node < 0 || n->type.kind != MT_INT)
			continue;
		const struct node *r = conv_node(m, n->rhs.node);
		if (r && r->kind == NK_BINARY && (r->op == MOP_ADD || r->op == MOP_SUB) &&
		    r->rhs.is_const && r->rhs.ival > -64 && r->rhs.ival < 64) {
			off = r->op == MOP_ADD ? r->rhs.ival : -r->rhs.ival;
			r = conv_node(m, r->lhs.node);
		}
		/* on every pass: in no if arm, switch case, '?:' arm or right
		 * operand of '&&' or '||' */
		if (!r || r->kind != NK_REF || !r->name || strcmp(r->name, v) ||
		    in_if_arm(m, (int)body, i) || model_conditional_operand(m, i) ||
		    conditional_in(m, l, i))
			continue;
		int64_t bits = n->type.bits < 32 ? 32 : n->type.bits;
		int64_t most = bits - off - (i < step ? 1 : 0);
		if (most < 1 || most > 255)
			return;
		l->trip = (uint64_t)most;
		l->trip_bounded = l->trip_upper = true;
		l->shift_bits = (uint8_t)most;
		/* its address taken up to the loop's end, a label or inline
		 * assembly in the function undo it (set_checks()) */
		if (w->nsetc == w->capsetc) {
			w->capsetc = w->capsetc ? 2 * w->capsetc : 8;
			w->setc = xrealloc(w->setc, w->capsetc * sizeof(*w->setc));
		}
		w->setc[w->nsetc++] = (struct set_check){ li, xstrdup(v) };
		return;
	}
}

/* Is c 'break;' or '{ break; }'? */
static bool is_break(CXCursor c)
{
	if (clang_getCursorKind(c) == CXCursor_BreakStmt)
		return true;
	if (clang_getCursorKind(c) != CXCursor_CompoundStmt)
		return false;
	struct kids k;
	kids_get(c, &k);
	bool r = k.n == 1 && clang_getCursorKind(k.p[0]) == CXCursor_BreakStmt;
	kids_release(&k);
	return r;
}

/*
 * A for loop with no condition whose body tests its variable and leaves,
 * as a statement of its own: 'for (i = 0;; i++) { ...; if (i >= 3) break;
 * ... }' (libtheora's CORDIC steps in oc_bexp64), 'for (bi = 3;;) { ...;
 * if (bi-- <= 0) break; ... }' (the test steps the variable).  The test is
 * the loop's condition, evaluated after the statements before it: the
 * count is the iterations up to the one that leaves, included.  It holds
 * when that break is the loop's only exit (exits: the body's) and nothing
 * else writes the variable; the count is then constant.
 */
/* The first n >= 0 for which 's + n * d' meets 'op bound' (the test
 * that leaves), in closed form; -1 if none, or beyond 2^31 iterations. */
static int64_t first_exit(int64_t s, int64_t d, enum mop op, int64_t b)
{
	int64_t span, n = -1;

	if (!d || d > LIM || d < -LIM || __builtin_sub_overflow(b, s, &span) ||
	    span > INT64_MAX / 4 || span < -(INT64_MAX / 4))
		return -1;
	bool now = (op == MOP_LT && s < b) || (op == MOP_LE && s <= b) ||
		   (op == MOP_GT && s > b) || (op == MOP_GE && s >= b) ||
		   (op == MOP_EQ && s == b);
	if (now)
		return 0;
	switch (op) {
	case MOP_EQ:	/* reached exactly, going its way */
		if (span % d == 0 && span / d > 0)
			n = span / d;
		break;
	case MOP_GT:	/* s <= b: rising past b */
		if (d > 0)
			n = span / d + 1;
		break;
	case MOP_GE:	/* s < b */
		if (d > 0)
			n = (span + d - 1) / d;
		break;
	case MOP_LT:	/* s >= b: falling below b */
		if (d < 0)
			n = -span / -d + 1;
		break;
	case MOP_LE:	/* s > b */
		if (d < 0)
			n = (-span + -d - 1) / -d;
		break;
	default:
		break;
	}
	return n >= 0 && n < LIM ? n : -1;
}

static void body_exit(struct walker *w, struct loop *l, CXCursor bodyc,
		      unsigned body, unsigned exits)
{
	struct kids k, t;
	bool found = false;

	if (exits != 1 || !l->ivar || !l->start_known ||
	    clang_getCursorKind(bodyc) != CXCursor_CompoundStmt)
		return;
	kids_get(bodyc, &k);
	for (unsigned i = 0; i < k.n && !found; i++) {
		if (clang_getCursorKind(k.p[i]) != CXCursor_IfStmt)
			continue;
		kids_get(k.p[i], &t);
		if (t.n == 2 && is_break(t.p[1])) {
			CXCursor cnd = strip_parens(t.p[0]);
			struct kids b;
			kids_get(cnd, &b);
			enum mop op = clang_getCursorKind(cnd) ==
				      CXCursor_BinaryOperator ? binop(cnd) : MOP_NONE;
			int64_t bound;
			if (b.n == 2 && (op == MOP_LT || op == MOP_LE ||
			    op == MOP_GT || op == MOP_GE || op == MOP_EQ) &&
			    const_of(b.p[1], &bound)) {
				bool had = l->step_known;
				int64_t step = l->step, start = l->start;
				char *ivar = l->ivar;
				unsigned writes = 0;
				if (ref_name(w, b.p[0]) && had) {
					found = true;
				} else if (!had && cond_step(w, b.p[0])) {
					found = true;
					writes = 1;	/* the test's own step */
				}
				for (unsigned j = body; found && j < w->m->nnodes; j++) {
					const struct node *n = &w->m->nodes[j];
					const struct node *p = n->parent >= 0 ?
						&w->m->nodes[n->parent] : NULL;
					if (n->kind != NK_REF || !n->name ||
					    strcmp(n->name, ivar))
						continue;
					/* its address taken: a call may move it */
					if (p && p->kind == NK_UNARY && p->op == MOP_ADDROF)
						found = false;
					else if ((n->flags & NF_STORE) && writes-- == 0)
						found = false;
				}
				/* the first value that leaves, counted from the start */
				int64_t n = found ? first_exit(l->start, l->step, op, bound) : -1;
				if (found && n >= 0) {
					l->trip = (uint64_t)n + 1;
					l->trip_known = true;
					l->trip_bounded = l->trip_upper = false;
					l->early_exit = false;
				} else {
					found = false;
					l->step = step, l->step_known = had;
					l->start = start;
				}
			}
			kids_release(&b);
		}
		kids_release(&t);
	}
	kids_release(&k);
}

/* A start settled after a condition that steps first ('--i') was read:
 * the first value tested is one step on. */
static void settle_start(struct loop *l)
{
	if (l->cond_pre && l->start_known) {
		l->start += l->step;
		l->cond_pre = false;
	}
}

/* Is reference c to a variable named name? */
static bool ref_is_named(CXCursor c, const char *name)
{
	char *n = cursor_name(c);
	bool same = n && !strcmp(n, name);

	free(n);
	return same;
}

/* Does a node from 'from' on write variable name or take its address? */
static bool moves(const struct model *m, unsigned from, const char *name)
{
	for (unsigned i = from; name && i < m->nnodes; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind == NK_REF && n->name && !strcmp(n->name, name) &&
		    ((n->flags & NF_STORE) ||
		     model_addr_of(m, n)))
			return true;
	}
	return false;
}

/* Does function func, in the nodes walked so far, assign the variable
 * declared at b the value of the one declared at e ('bound = nsf;'), in
 * no if arm (the value the variable has unless an arm changes it, not a
 * clamp: vorbis's 'if (start > n) start = n;' makes the loop up to start
 * the prefix and the one up to n the rest)? */
static bool set_to(const struct walker *w, int func, CXCursor b, CXCursor e,
		   int limit)
{
	const struct model *m = w->m;
	CXString bs = clang_getCursorSpelling(b), es = clang_getCursorSpelling(e);
	const char *bn = clang_getCString(bs), *en = clang_getCString(es);
	bool found = false;

	/* the last write of b before the loop before (at node limit) in no
	 * if arm: 'b = e' or not ('len = n; ...; len = m;' is m) */
	for (int i = func >= 0 ? m->funcs[func].first_node : limit;
	     i < limit && bn && en && *bn && *en; i++) {
		const struct node *a = &m->nodes[i];
		if (a->kind != NK_REF || !a->name || strcmp(a->name, bn) ||
		    !(a->flags & NF_STORE) ||
		    in_if_arm(m, m->funcs[func].first_node, i))
			continue;
		const struct node *n = a->parent >= 0 ? &m->nodes[a->parent] : NULL;
		const struct node *v = n && n->kind == NK_BINARY &&
			n->op == MOP_ASSIGN && n->lhs.node == i && n->rhs.node >= 0 ?
			conv_node(m, n->rhs.node) : NULL;
		found = v && v->kind == NK_REF && v->name && !strcmp(v->name, en);
	}
	clang_disposeString(bs);
	clang_disposeString(es);
	return found;
}

/*
 * A for loop with no start that goes on from where the loop before it
 * left its variable: the remainder after a loop unrolled by hand (opus's
 * 'for (i = 0; i < max_pitch - 3; i += 4) ...' then 'for (; i <
 * max_pitch; i++)', which runs at most 3 times), or the second part of a
 * split range ('for (j = 0; j < 1024; j++) ...; for (; j < 1056; j++)':
 * 32).  The loop before must be the statement just before this one, step
 * up, never leave early and never write its variable in its body:
 *   - with a constant count, it leaves the variable at start + count x
 *     step, this loop's start;
 *   - with a bound 'v + o1' (v a variable), it leaves the variable at v +
 *     o1 or above (below v + o1 + its step when it ran at all); this loop
 *     running to 'v + o2' by steps up then runs at most o2 - o1 times (a
 *     bound: the count stays assumed);
 *   - with a bound that is a local the function sets to this loop's bound
 *     on some path ('bound = nsf; if (nsf - pp - pitch > 0) bound = pp +
 *     pitch; for (; j < bound; j++) ...; for (; j < nsf; j++) e[j] = 0;',
 *     speex's pitch search), it stops at this loop's end or short of it:
 *     this loop is a remainder, what the other value leaves, assumed a few
 *     passes (loop.remainder, model_loop_trip()), not a range of its own.
 */
static void continue_count(struct walker *w, struct loop *l,
			   const struct done_for *sib, enum mop cmp)
{
	const struct model *m = w->m;

	if (sib->loop < 0 || !l->ivar || l->start_known || !l->step_known ||
	    l->step <= 0 || (cmp != MOP_LT && cmp != MOP_LE))
		return;
	const struct loop *p = &m->loops[sib->loop];
	if (!p->ivar || strcmp(p->ivar, l->ivar) || sib->moved ||
	    sib->stepped || sib->decl_init ||
	    p->early_exit || p->resumed || !p->step_known || p->step <= 0 ||
	    p->trip_profiled || (sib->cmp != MOP_LT && sib->cmp != MOP_LE))
		return;
	if (p->trip_known && p->start_known && !p->bound_var &&
	    !p->trip_callers) {
		l->start = p->start + (int64_t)p->trip * p->step;
		l->start_known = true;
		settle_start(l);
		return;
	}
	CXCursor base;
	int64_t off;
	if (!sib->sym || clang_Cursor_isNull(w->bound_expr) ||
	    !var_offset(w->bound_expr, &base, &off))
		return;
	CXCursor d = clang_getCursorReferenced(base);
	if (clang_Cursor_isNull(d))
		return;
	if (!clang_equalCursors(d, sib->base)) {
		if (!off && !sib->off &&
		    set_to(w, l->func, sib->base, d, p->first_node))
			l->remainder = true;
		return;
	}
	/* the last values tested: v + o2 - 1 (<) or v + o2 (<=), and the
	 * loop before stopped at v + o1 (<) or v + o1 + 1 (<=) or above */
	int64_t hi = off - (cmp == MOP_LT), lo = sib->off +
		     (sib->cmp == MOP_LE);
	int64_t t = hi < lo ? 0 : (hi - lo) / l->step + 1;
	if (t < 0 || t > (INT64_C(1) << 31))
		return;
	model_loop_at_most(l, (uint64_t)t);
}

/*
 * 'int n = 10; for (i = 0; i < n; i++)': a bound (or start) that is a
 * local integer variable of the function, initialised with a constant.
 * The loop's count is settled when the function is walked: if nothing
 * writes the variable or takes its address (local_consts()).
 */
/* Is d a local variable of the function (not static, not volatile)
 * initialised with a constant: *v? */
/* A local that holds a copy of a count: a signed integer, or an unsigned
 * one the value 'src' (a parameter or a member, unchanged: no offset)
 * fits, as 'uint16_t nlong = frame_len;' with frame_len a uint16_t
 * (faad2's filter banks): the loop compares the same value. */
static bool unsigned_int(CXType t)
{
	switch (clang_getCanonicalType(t).kind) {
	case CXType_UChar: case CXType_Char_U: case CXType_UShort:
	case CXType_UInt: case CXType_ULong: case CXType_ULongLong:
		return true;
	default:
		return false;
	}
}

static bool copy_int(CXType t, CXCursor src, int64_t off)
{
	if (signed_int(t, 1))
		return true;
	if (!unsigned_int(t) || off || clang_Cursor_isNull(src))
		return false;
	long long want = clang_Type_getSizeOf(clang_getCursorType(
		strip_implicit(src)));
	return want > 0 && clang_Type_getSizeOf(t) >= want;
}

/* Is d an automatic variable of a function, not volatile: only the
 * function writes it? */
static bool automatic_local(CXCursor d)
{
	return clang_getCursorKind(d) == CXCursor_VarDecl &&
	       clang_Cursor_getStorageClass(d) != CX_SC_Static &&
	       clang_Cursor_getStorageClass(d) != CX_SC_Extern &&
	       clang_getCursorKind(clang_getCursorSemanticParent(d)) ==
	       CXCursor_FunctionDecl &&
	       !clang_isVolatileQualifiedType(clang_getCursorType(d));
}

static bool local_const_init(CXCursor d, int64_t *v)
{
	if (!automatic_local(d))
		return false;
	CXCursor init = clang_Cursor_getVarDeclInitializer(d);
	return !clang_Cursor_isNull(init) && const_of(init, v);
}

/* Queue c for local_consts(). */
static void push_local_const(struct walker *w, struct local_const c)
{
	if (w->nlcs == w->caplcs) {
		w->caplcs = w->caplcs ? 2 * w->caplcs : 8;
		w->lcs = xrealloc(w->lcs, w->caplcs * sizeof(*w->lcs));
	}
	w->lcs[w->nlcs++] = c;
}

static void note_local_const(struct walker *w, struct loop *l, CXCursor e,
			     bool is_bound, enum mop cmp, unsigned body,
			     bool is_unsigned)
{
	CXCursor ref;
	int64_t v;

	/* an unsigned counter compares in its own type: not here */
	if (is_unsigned || clang_Cursor_isNull(e) || (is_bound ? l->bound_known :
	    l->start_known) || !l->step_known || !l->step ||
	    cmp == MOP_NONE || l->bound_var || !decl_ref_of(e, &ref))
		return;
	CXCursor d = clang_getCursorReferenced(ref);
	/* (an unsigned local only as an unchanged copy: copy_int()) */
	CXType dt = clang_getCursorType(d);
	bool uns = !signed_int(dt, 1);
	if (uns && !unsigned_int(dt))
		return;
	/* 'int end = st->end;', 'int n = len - 1;': the loop runs to what
	 * the run gives the member or the parameter, if the local is
	 * never written again */
	char *pname = NULL, *member = NULL;
	int pidx = -1;
	bool copied = false;
	if (uns ? true : !local_const_init(d, &v)) {
		CXCursor init = automatic_local(d) ?
				clang_Cursor_getVarDeclInitializer(d) :
				clang_getNullCursor();
		/* the end's slot taken (both ends: each its own) */
		if ((l->two_ends && !is_bound ? l->sparam_name || l->start_member :
		     l->param_name || l->bound_member) || !automatic_local(d))
			return;
		if (clang_Cursor_isNull(init)) {	/* 'n = st->n;' */
			const struct local_copy *cp = NULL;
			for (unsigned i = 0; i < w->ncopies && !cp; i++)
				if (clang_equalCursors(w->copies[i].decl, d))
					cp = &w->copies[i];
			if (!cp)
				return;
			pname = cp->pname ? xstrdup(cp->pname) : NULL;
			member = cp->member ? xstrdup(cp->member) : NULL;
			pidx = cp->pidx;
			v = cp->off;
			copied = true;
		} else if (!param_kept(w, init, &pidx, &pname, &v) &&
			   !member_of(init, &member, &v)) {
			return;
		} else if (uns && !copy_int(dt, init, v)) {
			free(pname);
			free(member);
			return;
		}
	}
	char *name = cursor_name(d);
	if (!name || (l->ivar && !strcmp(name, l->ivar))) {
		free(name);
		free(pname);
		free(member);
		return;
	}
	push_local_const(w, (struct local_const){ .loop = (int)(l - w->m->loops),
		.name = name, .value = v, .is_bound = is_bound, .cmp = cmp,
		.body = body, .pname = pname, .member = member, .pidx = pidx,
		.copied = copied });
}

/* 'n = st->n;' with n a local integer: remember it (struct local_copy). */
static void note_local_copy(struct walker *w, CXCursor lhs, CXCursor rhs)
{
	CXCursor ref;
	char *pname = NULL, *member = NULL;
	int pidx = -1;
	int64_t off = 0;

	if (w->func < 0 || !decl_ref_of(lhs, &ref))
		return;
	CXCursor d = clang_getCursorReferenced(ref);
	if (!automatic_local(d) ||
	    (!param_kept(w, rhs, &pidx, &pname, &off) &&
	     !member_of(rhs, &member, &off)))
		return;
	if (!copy_int(clang_getCursorType(d), rhs, off)) {
		free(pname);
		free(member);
		return;
	}
	if (w->ncopies == w->capcopies)
		w->copies = xrealloc(w->copies, (w->capcopies = 2 * w->capcopies + 8) *
				     sizeof(*w->copies));
	w->copies[w->ncopies++] = (struct local_copy){ d, pname, member, pidx, off };
}

/* The writes of name in function func, its declaration's aside. */
static unsigned local_writes(const struct model *m, int func, const char *name)
{
	const struct function *f = &m->funcs[func];
	unsigned n = 0;

	for (int i = f->first_node; i < f->last_node; i++) {
		const struct node *x = &m->nodes[i];
		if (x->kind == NK_REF && x->name && !strcmp(x->name, name) &&
		    ((x->flags & NF_STORE) || model_addr_of(m, x)))
			n++;
		/* another declaration of the name: a shadow, not judged */
		if (x->kind == NK_DECL && x->name && !strcmp(x->name, name))
			n += 1u << 16;
	}
	return n;
}

static void honest_trip(struct model *m, struct loop *l, unsigned body,
			unsigned end);

/* What do_step() found: the counter stepped in the condition, the
 * comparison with its bound, and whether the step comes first ('--i'). */
struct cond_counter {
	bool ok, pre;
	enum mop cmp;
	int64_t bound;
	CXCursor var;		/* the counter's reference */
};

/*
 * A while or do-while loop whose condition steps a local counter
 * initialised with a constant ('int i = 13; ... do { ... } while (--i);',
 * libgsm's RPE grid, in a Duff's device): 13 passes, when that step is the
 * only write of the variable in the function, the loop leaves only by its
 * condition, and every loop around it declares the variable anew.
 */
static bool geo_counter_trip(const struct local_const *c, uint64_t *trips);

/* counter_trip() for a counter from any start (local_const.any_start):
 * the most passes a start at either extreme of its type makes, a bound,
 * when its step is its one write in the loop and its address is taken
 * nowhere (a call could write it); writes before the loop do not
 * matter. */
static void any_start_trip(struct model *m, struct loop *l,
			   const struct local_const *c)
{
	const struct function *f = &m->funcs[l->func];
	unsigned in = 0;
	for (int i = f->first_node; i < f->last_node; i++) {
		const struct node *x = &m->nodes[i];
		/* a local of that name declared in the loop: another
		 * variable than the one tested (not followed) */
		if (x->kind == NK_DECL && x->name && !strcmp(x->name, c->name) &&
		    i >= l->first_node && i < l->last_node)
			return;
		if (x->kind != NK_REF || !x->name || strcmp(x->name, c->name))
			continue;
		if (model_addr_of(m, x))
			return;
		in += (x->flags & NF_STORE) && i >= l->first_node &&
		      i < l->last_node;
	}
	if (in != 1)
		return;
	/* a division by k >= 2 or a right shift reaches the bound from
	 * each extreme, or there is no count */
	struct local_const x = *c;
	int64_t lo, hi;
	uint64_t t, t2 = 0;
	int_range(c->bits, c->geo_unsigned, &lo, &hi);
	x.value = hi;
	if (!geo_counter_trip(&x, &t))
		return;
	x.value = lo;
	if (!c->geo_unsigned && !geo_counter_trip(&x, &t2))
		return;
	if (t2 > t)
		t = t2;
	/* (an unsigned 64-bit value above INT64_MAX: one more) */
	if (c->geo_unsigned && c->bits == 64)
		t++;
	if (!l->trip_bounded || t < l->trip) {
		l->trip = t;
		l->trip_bounded = l->trip_upper = true;
		l->geo_any = true;
	}
}

static void counter_trip(struct model *m, struct loop *l,
			 const struct local_const *c)
{
	if (c->any_start) {
		if (l->func >= 0 && !l->trip_known && !l->trip_profiled)
			any_start_trip(m, l, c);
		return;
	}
	if (l->func < 0 || l->trip_known || l->trip_profiled ||
	    (!c->geo_op && (l->early_exit || !l->step_known || !l->step)) ||
	    local_writes(m, l->func, c->name) != (1u << 16) + 1)
		return;
	const struct function *f = &m->funcs[l->func];
	int d = -1;	/* its declaration (the parse module links no model.c) */
	for (int i = f->first_node; i < f->last_node && d < 0; i++)
		if (m->nodes[i].kind == NK_DECL && m->nodes[i].name &&
		    !strcmp(m->nodes[i].name, c->name))
			d = i;
	for (int p = l->parent; p >= 0 && d >= 0; p = m->loops[p].parent)
		if (d < m->loops[p].first_node || d >= m->loops[p].last_node)
			return;
	if (d < 0)
		return;
	uint64_t t;
	if (c->geo_op) {
		if (!geo_counter_trip(c, &t))
			return;
		l->start = c->value;
		l->bound = c->bound;
		l->start_known = l->bound_known = true;
		l->trip = t;
		if (c->more || l->early_exit) {
			/* the other test may end it sooner: a bound */
			l->trip_bounded = l->trip_upper = true;
		} else {
			l->trip_known = true;
			l->trip_bounded = l->trip_upper = false;
		}
		return;
	}
	if (!mop_trip_count(c->value + (c->pre ? l->step : 0), c->bound,
			    l->step, c->cmp, &t))
		return;
	l->start = c->value;
	l->bound = c->bound;
	l->start_known = l->bound_known = true;
	l->trip = t + c->is_do;
	l->trip_known = true;
	l->trip_bounded = l->trip_upper = false;
}

/* The passes of a loop whose body steps counter c geometrically from its
 * constant start while the condition holds, replayed in the variable's
 * width: false when a value leaves it or the loop would not end. */
static bool geo_counter_trip(const struct local_const *c, uint64_t *trips)
{
	int64_t lo, hi, v = c->value, k = c->geo_k;
	uint64_t n = 0;

	if (c->bits < 8)
		return false;
	int_range(c->bits, c->geo_unsigned, &lo, &hi);
	if (v < lo || v > hi)
		return false;
	for (;;) {
		if (!c->is_do || n) {
			if (!holds(v, c->bound, (enum mop)c->cmp))
				break;
		}
		if (++n > 64)
			return false;	/* it never ends, or not soon */
		switch (c->geo_op) {
		case MOP_DIV:
			v /= k;
			break;
		case MOP_SHR:
			if (v < 0)
				return false;
			v >>= k;
			break;
		case MOP_MUL:
			if (__builtin_mul_overflow(v, k, &v))
				return false;
			break;
		default:	/* MOP_SHL */
			if (v < 0 || v > (hi >> k))
				return false;
			v <<= k;
			break;
		}
		if (v < lo || v > hi)
			return false;
	}
	*trips = n;
	return true;
}

/* The loop's geometric counter (note_geo_counter()): a condition whose
 * first test compares a local with a constant. */
struct geo_cond {
	bool ok, more;
	enum mop cmp;
	int64_t bound;
	CXCursor var;
};

static struct geo_cond geo_cond(CXCursor cond)
{
	struct geo_cond g = { .ok = false };
	struct kids k;

	cond = strip_parens(cond);
	if (clang_getCursorKind(cond) == CXCursor_BinaryOperator &&
	    binop(cond) == MOP_LAND) {
		kids_get(cond, &k);
		if (k.n == 2)
			cond = strip_parens(k.p[0]);
		kids_release(&k);
		g.more = true;
	}
	if (decl_ref_of(cond, &g.var)) {	/* 'while (x)' */
		g.ok = true;
		g.cmp = MOP_NE;
		g.bound = 0;
		return g;
	}
	if (clang_getCursorKind(cond) != CXCursor_BinaryOperator)
		return g;
	enum mop op = binop(cond);
	if (op != MOP_LT && op != MOP_LE && op != MOP_GT && op != MOP_GE &&
	    op != MOP_NE)
		return g;
	kids_get(cond, &k);
	if (k.n == 2 && decl_ref_of(k.p[0], &g.var) && const_of(k.p[1], &g.bound)) {
		g.ok = true;
		g.cmp = op;
	}
	kids_release(&k);
	return g;
}

static bool conditional_in(const struct model *m, const struct loop *l,
			   int i);

/*
 * 'while (min_chunk_size > 1 && total / min_chunk_size < 256)
 * min_chunk_size /= 2;' (wavpack's seek test), 'do { ... n >>= 1; } while
 * (n > 4)': a local initialised with a constant, compared with a constant
 * first in the condition, that the body steps once per pass at its top
 * level by a geometric step of a constant (/=, >>=, *=, <<=), its only
 * write: the passes from that start (a bound when the condition tests
 * more), settled with the function (counter_trip()).
 */
static void note_geo_counter(struct walker *w, int li, const struct geo_cond *g,
			     unsigned body, bool is_do)
{
	struct model *m = w->m;
	const struct loop *l = &m->loops[li];
	int step = -1;

	/* a continue may skip the step */
	if (!g->ok || l->trip_known || l->trip_profiled || l->resumed || l->skips)
		return;
	CXCursor d = clang_getCursorReferenced(g->var);
	CXType t = clang_getCanonicalType(clang_getCursorType(d));
	int64_t v;
	long long size = clang_Type_getSizeOf(t);
	if (t.kind < CXType_Char_U || t.kind > CXType_LongLong ||
	    t.kind == CXType_WChar || size < 1 || size > 8)
		return;
	/* a start the walk does not know: a parameter or a local, which no
	 * other code writes while the loop runs */
	bool any = !local_const_init(d, &v);
	if (any && ((clang_getCursorKind(d) != CXCursor_ParmDecl &&
		     !automatic_local(d)) ||
		    clang_isVolatileQualifiedType(clang_getCursorType(d))))
		return;
	char *name = cursor_name(d);
	if (!name)
		return;
	for (int i = (int)body; i < l->last_node; i++) {
		const struct node *n = &m->nodes[i];
		const struct node *x = n->lhs.node >= 0 ? &m->nodes[n->lhs.node] : NULL;
		if (n->kind != NK_ASSIGN_OP || !x || x->kind != NK_REF ||
		    !x->name || strcmp(x->name, name))
			continue;
		bool geo = (n->op == MOP_DIV || n->op == MOP_SHR ||
			    n->op == MOP_MUL || n->op == MOP_SHL) &&
			   n->rhs.is_const && !mt_is_float(n->rhs.type) &&
			   (n->op == MOP_DIV || n->op == MOP_MUL ?
			    n->rhs.ival >= 2 : n->rhs.ival >= 1 && n->rhs.ival < 63);
		if (step >= 0 || !geo || n->loop != li || conditional_in(m, l, i)) {
			step = -2;
			break;
		}
		step = i;
	}
	if (step < 0) {
		free(name);
		return;
	}
	const struct node *s = &m->nodes[step];
	bool is_unsigned = mtype_of(t).is_unsigned;
	/* from any start only a step towards 0 ends: '/= k', '>>= k', on a
	 * type no narrower than int or unsigned (a signed char divided by
	 * '10u' goes through unsigned arithmetic and may cycle), tested
	 * against 0 or from above ('x > 3'; 'x != 42' may never hold) */
	if (any && ((s->op != MOP_DIV && s->op != MOP_SHR) ||
		    (!is_unsigned && size < 4) ||
		    !((g->cmp == MOP_NE && g->bound == 0) ||
		      ((g->cmp == MOP_GT || g->cmp == MOP_GE) && g->bound >= 0)))) {
		free(name);
		return;
	}
	/* an unsigned counter compared with a negative bound compares in
	 * its own type: not replayed */
	if (is_unsigned && g->bound < 0) {
		free(name);
		return;
	}
	push_local_const(w, (struct local_const){ .loop = li, .name = name,
		.value = v, .cmp = g->cmp, .counter = true, .is_do = is_do,
		.bound = g->bound, .geo_op = s->op, .geo_k = s->rhs.ival,
		.bits = (unsigned)size * 8, .more = g->more,
		.geo_unsigned = is_unsigned, .any_start = any });
}

/*
 * A loop that walks a string a parameter points to: its condition tests
 * the byte the parameter points at ('while (*format)', '*p != 0', 'while
 * (*s++)'), and the loop steps the parameter by one once per pass, at its
 * top level, its only write in the loop ('format++;' after a switch on
 * the character, wavpack's WavpackLittleEndianToNative): as many passes as
 * the string has characters, at most.  loop.str_param names the parameter;
 * callgraph_strings() bounds the count by the string literals the
 * function's callers pass.
 */
static void note_string_walk(struct walker *w, int li, int cond)
{
	struct model *m = w->m;
	struct loop *l = &m->loops[li];

	if (cond < 0 || l->func < 0 || l->resumed)
		return;
	const struct node *c = conv_node(m, cond);
	if (c && c->kind == NK_BINARY && c->op == MOP_NE && c->rhs.is_const &&
	    c->rhs.ival == 0 && conv_node(m, c->lhs.node))
		c = conv_node(m, c->lhs.node);
	if (!c || c->kind != NK_UNARY || c->op != MOP_DEREF || c->lhs.node < 0 ||
	    c->type.kind != MT_INT || c->type.bits != 8)
		return;
	const struct node *p = &m->nodes[c->lhs.node];
	int steps = 0, cond_step = -1;
	if (p->kind == NK_UNARY && p->op == MOP_POSTINC && p->lhs.node >= 0) {
		cond_step = c->lhs.node;	/* 'while (*s++)' */
		p = &m->nodes[p->lhs.node];
		steps = 1;
	}
	if (p->kind != NK_REF || !p->name)
		return;
	/* a parameter of the function: its index (walked so far) */
	const struct function *fn = &m->funcs[l->func];
	int idx = model_param_index(m, l->func, p->name, (int)m->nnodes);
	if (idx < 0 || idx > 254)
		return;
	/* its writes: one step by one in the loop, unconditional; none
	 * elsewhere in the function (a parameter set to another string
	 * before the loop is not the callers') */
	int stores = 0;
	for (unsigned i = (unsigned)fn->first_node; i < m->nnodes; i++) {
		const struct node *x = &m->nodes[i];
		if (x->kind == NK_REF && x->name && !strcmp(x->name, p->name) &&
		    ((x->flags & NF_STORE) || model_addr_of(m, x)) &&
		    ((int)i < l->first_node || (int)i >= l->last_node))
			return;
	}
	for (int i = l->first_node; i < l->last_node; i++) {
		const struct node *x = &m->nodes[i];
		const struct node *t = x->lhs.node >= 0 ? &m->nodes[x->lhs.node] : NULL;
		if (x->kind == NK_REF && x->name && !strcmp(x->name, p->name) &&
		    (x->flags & NF_STORE))
			stores++;
		if (!t || t->kind != NK_REF || !t->name || strcmp(t->name, p->name))
			continue;
		if (x->kind == NK_UNARY && x->op == MOP_ADDROF)
			return;	/* its address taken: anything may move it */
		bool step = (x->kind == NK_UNARY && (x->op == MOP_PREINC ||
						     x->op == MOP_POSTINC)) ||
			    (x->kind == NK_ASSIGN_OP && x->op == MOP_ADD &&
			     x->rhs.is_const && x->rhs.ival == 1);
		if (i == cond_step)
			continue;	/* the condition's own, counted */
		if (step && x->loop == li && !conditional_in(m, l, i))
			steps++;
	}
	/* one step, the only store; a continue may skip one in the body */
	if (steps != 1 || stores != 1 || (l->skips && cond_step < 0))
		return;
	l->str_param = (uint8_t)(idx + 1);
}

/* Can an integer variable of type t hold v as it is? */
static bool type_holds(CXType t, int64_t v)
{
	t = clang_getCanonicalType(t);
	long long size = clang_Type_getSizeOf(t);
	int64_t lo, hi;

	if (t.kind < CXType_Bool || t.kind > CXType_Int128 || size < 1 || size > 8)
		return false;
	int_range((unsigned)size * 8, mtype_of(t).is_unsigned, &lo, &hi);
	return v >= lo && v <= hi;
}

static void push_set_check(struct walker *w, int li, CXCursor d);

/* Does statement c set a local to a constant, or to either of two
 * ('x = f ? 17 : 18')?  The local's declaration and the largest value. */
static struct set_before set_before(CXCursor c)
{
	struct set_before r = { .ok = false };
	struct kids k;
	CXCursor ref;

	c = strip_parens(c);
	if (clang_getCursorKind(c) == CXCursor_DeclStmt) {
		/* 'int i = 0;' alone */
		kids_get(c, &k);
		int64_t a;
		if (k.n == 1 && local_const_init(k.p[0], &a) &&
		    type_holds(clang_getCursorType(k.p[0]), a)) {
			r.ok = r.exact = true;
			r.value = r.other = a;
			r.decl = k.p[0];
		}
		kids_release(&k);
		return r;
	}
	if (clang_getCursorKind(c) != CXCursor_BinaryOperator ||
	    binop(c) != MOP_ASSIGN)
		return r;
	kids_get(c, &k);
	if (k.n == 2 && decl_ref_of(k.p[0], &ref)) {
		/* through an implicit conversion ('unsigned n = f ? 17 : 18') */
		CXCursor v = strip_implicit(k.p[1]);
		int64_t a, b;
		struct kids kc;
		if (const_of(v, &a)) {
			r.ok = r.exact = true;
			r.value = r.other = a;
		} else if (clang_getCursorKind(v) == CXCursor_ConditionalOperator) {
			kids_get(v, &kc);
			if (kc.n == 3 && const_of(kc.p[1], &a) && const_of(kc.p[2], &b)) {
				r.ok = true;
				r.exact = a == b;
				r.value = a;
				r.other = b;
			}
			kids_release(&kc);
		}
		r.decl = clang_getCursorReferenced(ref);
		/* the values as the variable holds them: one its type cannot
		 * hold (300 in an unsigned char) is no count here */
		if (r.ok && (!type_holds(clang_getCursorType(r.decl), r.value) ||
			     !type_holds(clang_getCursorType(r.decl), r.other)))
			r.ok = false;
		/* an automatic local of the function: no other code writes it */
		if (r.ok && !automatic_local(r.decl))
			r.ok = false;
	}
	kids_release(&k);
	return r;
}

/*
 * A while or do-while counter of the condition (do_step()) that the
 * statement just before the loop sets to a constant ('nsfb = 1 * 3; while
 * (nsfb--) channel->scalefac[sfbi++] = 0;', libmad's short-block scale
 * factors; 'nsfb = mixed ? 17 : 18;' the larger, a bound), and that the
 * loop writes only in its condition: the passes from that value, at once.
 */
static void set_counter(struct walker *w, int li, const struct cond_counter *cc,
			const struct set_before *sb, bool is_do)
{
	struct model *m = w->m;
	struct loop *l = &m->loops[li];

	if (!cc->ok || !sb->ok || l->trip_known || l->trip_profiled ||
	    l->resumed || !l->step_known || !l->step ||
	    !clang_equalCursors(clang_getCursorReferenced(cc->var), sb->decl))
		return;
	char *name = cursor_name(sb->decl);
	if (!name)
		return;
	/* its only write in the loop the condition's step; its address
	 * taken nowhere in the function (a pointer may move it) */
	unsigned stores = 0;
	bool taken = false;
	const struct function *fn = &m->funcs[l->func];
	for (unsigned i = (unsigned)fn->first_node; i < m->nnodes && !taken; i++) {
		const struct node *x = &m->nodes[i];
		if (x->kind != NK_REF || !x->name || strcmp(x->name, name))
			continue;
		taken = model_addr_of(m, x);
		if ((int)i >= l->first_node && (int)i < l->last_node &&
		    (x->flags & NF_STORE))
			stores++;
	}
	free(name);
	if (stores != 1 || taken || fn->has_asm)
		return;
	/* the passes from each value the statement may set: the most */
	uint64_t t = 0, u;
	int64_t v[2] = { sb->value, sb->other }, s;
	for (unsigned k = 0; k < 2; k++) {
		if ((cc->pre && __builtin_add_overflow(v[k], l->step, &s)) ||
		    !mop_trip_count(cc->pre ? s : v[k], cc->bound, l->step,
				    cc->cmp, &u))
			return;
		t = u > t ? u : t;
	}
	t += is_do;
	push_set_check(w, li, sb->decl);
	if (sb->exact && !l->early_exit) {
		l->start = sb->value;
		l->bound = cc->bound;
		l->start_known = l->bound_known = true;
		l->trip = t;
		l->trip_known = true;
		l->trip_bounded = l->trip_upper = false;
	} else {
		model_loop_at_most(l, t);
	}
}

/* A for loop with no init whose variable the statement before it sets
 * to one constant: its start.  The address of the variable taken in the
 * function so far leaves it unknown. */
static void for_set_before(struct walker *w, int li,
			   const struct set_before *sb)
{
	struct model *m = w->m;
	struct loop *l = &m->loops[li];

	if (!sb->ok || !sb->exact || l->start_known || !l->ivar || l->func < 0)
		return;
	char *name = cursor_name(sb->decl);
	bool same = name && !strcmp(name, l->ivar);
	free(name);
	if (!same)
		return;
	if (model_name_addr_taken(m, l->ivar, m->funcs[l->func].first_node,
				  (int)m->nnodes))
		return;
	l->start = sb->value;
	l->start_known = true;
	push_set_check(w, li, sb->decl);
}

/* Queue loop li, counted from a set of declaration d, for set_checks(). */
static void push_set_check(struct walker *w, int li, CXCursor d)
{
	char *name = cursor_name(d);

	if (!name)
		return;
	if (w->nsetc == w->capsetc) {
		w->capsetc = w->capsetc ? 2 * w->capsetc : 8;
		w->setc = xrealloc(w->setc, w->capsetc * sizeof(*w->setc));
	}
	w->setc[w->nsetc++] = (struct set_check){ li, name };
}

/* Once the function is walked: a loop counted from a set just before it
 * has no count when the function has a label (a goto may enter the loop
 * or run it again with another value), or takes the variable's address
 * before the end of the outermost loop around it (a pointer may move it
 * while the loop runs; speex's 'mode = 8; while (mode) { ...; mode--; }'
 * keeps its 8, '&mode' handed to a call after it). */
static void set_checks(struct walker *w)
{
	struct model *m = w->m;

	for (unsigned k = 0; k < w->nsetc; k++) {
		struct loop *l = &m->loops[w->setc[k].loop];
		const struct function *fn = &m->funcs[l->func];
		const struct loop *o = l;
		while (o->parent >= 0)
			o = &m->loops[o->parent];
		bool undo = fn->has_label || fn->has_asm ||
			    model_name_addr_taken(m, w->setc[k].name,
						  fn->first_node, o->last_node);
		if (undo && !l->trip_profiled) {
			l->start_known = l->trip_known = false;
			l->trip_bounded = l->trip_upper = false;
			l->trip = 0;
			l->shift_bits = 0;	/* (shift_countdown()) */
		}
		free(w->setc[k].name);
	}
	w->nsetc = 0;
}

/* A counter of the condition (do_step()) that is such a local: settled
 * with the function (counter_trip()). */
static void note_cond_counter(struct walker *w, int li,
			      const struct cond_counter *cc, bool is_do)
{
	struct loop *l = &w->m->loops[li];

	if (!cc->ok || l->start_known || l->trip_known)
		return;
	CXCursor d = clang_getCursorReferenced(cc->var);
	CXType t = clang_getCanonicalType(clang_getCursorType(d));
	int64_t v;
	if (t.kind < CXType_Char_U || t.kind > CXType_LongLong ||
	    t.kind == CXType_WChar || !local_const_init(d, &v))
		return;
	char *name = cursor_name(d);
	if (!name)
		return;
	push_local_const(w, (struct local_const){ .loop = li, .name = name,
		.value = v, .cmp = cc->cmp, .counter = true, .pre = cc->pre,
		.is_do = is_do, .bound = cc->bound });
}

/*
 * 'while (num_samples--)' at the top level of a function, num_samples an
 * integer parameter (wavpack's mix_samples_with_gain(), which its one
 * caller passes 128): the loop counts the parameter down from what the
 * callers pass, as 'for (i = n; i != 0; i--)' would -- a count
 * model_caller_trips() settles when the condition's step is the
 * parameter's only write in the function (loop.param_countdown).  A
 * pre-step ('while (--n)') tests one less first.  Nested in a loop, the
 * next entry would start where this one stopped: not followed.
 */
static void param_countdown(struct walker *w, int li, unsigned body,
			    const struct cond_counter *cc, bool is_do)
{
	struct loop *l = &w->m->loops[li];
	int idx;
	char *name;

	if (!cc->ok || is_do || l->parent >= 0 || l->start_known ||
	    l->trip_known || l->trip_profiled || l->resumed || l->param_name ||
	    l->bound_member || l->two_ends || !l->step_known || l->step != -1 ||
	    !body || !param_of(w, cc->var, &idx, &name))
		return;
	if (!l->ivar || strcmp(l->ivar, name)) {
		free(name);
		return;
	}
	l->param_name = name;
	l->param = idx;
	l->param_off = cc->pre ? -1 : 0;
	l->param_start = true;
	l->param_countdown = true;
	l->bound = cc->bound;	/* (the start, not bound_known, is what is
				 * missing: the callers give it) */
	l->cmp = (unsigned char)cc->cmp;
	l->ctr_unsigned = unsigned_kind(clang_getCanonicalType(
		clang_getCursorType(clang_getCursorReferenced(cc->var))).kind);
	honest_trip(w->m, l, body, (unsigned)l->last_node);
}

/* A loop of two variable ends one of which a local constant has just
 * settled ('int s = 0; for (i = s; i < n; i++)'): the other end, if
 * found, is a one-end loop's. */
static void one_end(struct model *m, struct loop *l, unsigned body)
{
	l->two_ends = false;
	if (l->bound_known && !l->start_neg) {
		free(l->param_name);
		free(l->bound_member);
		l->param_name = l->sparam_name;
		l->param = l->sparam;
		l->bound_member = l->start_member;
		l->param_off = l->start_off;
		l->param_start = true;
		l->sparam_name = l->start_member = NULL;
	}
	free(l->sparam_name);
	free(l->start_member);
	l->sparam_name = l->start_member = NULL;
	if (l->param_name || l->bound_member)
		honest_trip(m, l, body, (unsigned)l->last_node);
}

/* The call arguments of the function just walked (from call_args[first])
 * passed through a local copy (copy_arg()): kept if the local's
 * declaration, and the copy when an assignment made it, are its only
 * writes, else dropped. */
static void local_copy_args(struct walker *w, unsigned first)
{
	struct model *m = w->m;
	unsigned n = first;

	/* (inline assembly may write any local) */
	bool as = m->funcs[w->func].has_asm;

	for (unsigned i = first; i < m->ncall_args; i++) {
		struct call_arg *a = &m->call_args[i];
		if (a->local && (as || local_writes(m, w->func, a->local) !=
				       (1u << 16) + a->copied)) {
			free(a->param);
			free(a->member);
			free(a->local);
			continue;
		}
		m->call_args[n++] = *a;
	}
	m->ncall_args = n;
}

static enum loop_named count_named(const char *name);
static bool channel_pair(CXCursor bound, const char *ctr);

static void local_consts(struct walker *w)
{
	struct model *m = w->m;

	for (unsigned i = 0; i < w->nlcs; i++) {
		struct local_const *c = &w->lcs[i];
		struct loop *l = &m->loops[c->loop];
		/* a loop a goto enters counts per call; inline assembly may
		 * write any local */
		if (l->resumed || (l->func >= 0 && m->funcs[l->func].has_asm) ||
		    c->counter) {
			if (c->counter && !l->resumed &&
			    !(l->func >= 0 && m->funcs[l->func].has_asm))
				counter_trip(m, l, c);
			free(c->name);
			free(c->pname);
			free(c->member);
			c->name = c->pname = c->member = NULL;
			continue;
		}
		/* the end's slot: one end, the other a constant, or either
		 * of a loop of two variable ends */
		bool slot = !l->trip_known && !l->trip_profiled &&
			    (c->is_bound || !l->cond_pre) &&
			    (l->two_ends ? (c->is_bound ? !l->param_name &&
					    !l->bound_member : !l->sparam_name &&
					    !l->start_member) :
			     !l->param_name && !l->bound_member &&
			     (c->is_bound ? l->start_known : l->bound_known));
		/* a copy of a parameter or a member: one declaration
		 * (counted once), no write but the copy */
		bool copy = (c->pname || c->member) && l->func >= 0 && slot &&
			    local_writes(m, l->func, c->name) ==
			    (1u << 16) + c->copied;
		if (copy && l->two_ends && !c->is_bound) {
			/* the start of 'for (i = start; i < end; i++)' */
			l->sparam_name = c->pname;
			l->sparam = c->pidx;
			l->start_member = c->member;
			l->start_off = c->value;
			c->pname = c->member = NULL;
		} else if (copy) {
			l->param_name = c->pname;
			l->param = c->pidx;
			l->bound_member = c->member;
			l->param_off = c->value;
			l->param_start = !c->is_bound;
			l->cmp = (unsigned char)c->cmp;
			c->pname = c->member = NULL;
			honest_trip(m, l, c->body, (unsigned)l->last_node);
			/* the copy counts as what it copies is named ('uint16_t
			 * nlong = frame_len;', faad2's filter bank: a frame's
			 * samples), up to it or down from it */
			if (!l->named && !l->trip_known && l->step_known &&
			    (c->is_bound ? l->start_known && l->step > 0 :
			     l->bound_known && l->step < 0)) {
				/* (a member by its own name: 'enc.samples'
				 * is 'samples') */
				const char *cn = l->param_name ? l->param_name :
						 l->bound_member;
				const char *dot = cn ? strrchr(cn, '.') : NULL;
				l->named = (uint8_t)count_named(dot ? dot + 1 : cn);
			}
		} else if (!c->pname && !c->member && l->func >= 0 &&
			   local_writes(m, l->func, c->name) == 1u << 16 &&
			   !l->trip_known && !l->trip_profiled) {
			if (c->is_bound) {
				l->bound = c->value;
				l->bound_known = true;
			} else {
				l->start = c->value;
				l->start_known = true;
				settle_start(l);
			}
			if (l->two_ends)
				one_end(m, l, c->body);
		}
		free(c->name);
		free(c->pname);
		free(c->member);
		c->pname = c->member = NULL;
	}
	/* then the counts, both ends settled ('for (i = start; i < n;') */
	for (unsigned i = 0; i < w->nlcs; i++) {
		struct local_const *c = &w->lcs[i];
		struct loop *l = &m->loops[c->loop];
		uint64_t t;
		if (c->counter || l->resumed || l->param_name || l->bound_member ||
		    (l->func >= 0 && m->funcs[l->func].has_asm))
			continue;
		if (l->trip_known || l->trip_profiled || !l->start_known ||
		    !l->bound_known ||
		    !mop_trip_count(l->start, l->bound, l->step, c->cmp, &t))
			continue;
		l->trip = t;
		l->trip_known = true;
		l->trip_bounded = l->trip_upper = false;
		honest_trip(m, l, c->body, (unsigned)l->last_node);
	}
	w->nlcs = 0;
	for (unsigned i = 0; i < w->ncopies; i++) {
		free(w->copies[i].pname);
		free(w->copies[i].member);
	}
	w->ncopies = 0;
}

/* Is call n one of an inline leaf of the unit walked so far (no loop,
 * no call: mark_called_in_loops()'s inline_leaf, known only later)? */
/* Is fn an inline helper with no loop and no call of its own (a small
 * one every compiler inlines: silk_max_int, MUL32_FRAC_Q)? */
static bool leaf_body(const struct model *m, const struct function *fn)
{
	if (!fn->is_inline)
		return false;
	for (int i = fn->first_node; i < fn->last_node; i++)
		if (m->nodes[i].kind == NK_CALL || m->nodes[i].loop >= 0)
			return false;
	return true;
}

static bool leaf_call(const struct model *m, const struct node *n)
{
	for (unsigned f = 0; n->name && !n->indirect && f < m->nfuncs; f++) {
		const struct function *fn = &m->funcs[f];
		if (fn->name && fn->first_node < fn->last_node &&
		    !strcmp(fn->name, n->name))
			return leaf_body(m, fn);
	}
	return false;
}

/* Is variable name written in nodes [from, to)? */
static bool written_in(const struct model *m, unsigned from, unsigned to,
		       const char *name)
{
	for (unsigned i = from; i < to; i++)
		if (m->nodes[i].kind == NK_REF && m->nodes[i].name &&
		    (m->nodes[i].flags & NF_STORE) &&
		    !strcmp(m->nodes[i].name, name))
			return true;
	return false;
}

/* The object lvalue node i names for data_walk(): a variable (NK_REF),
 * a member by its field's name (NK_MEMBER) or what a variable points to
 * ('*pos', NK_UNARY); its kind, or -1 for anything else. */
static int walk_key(const struct model *m, int i, const char **name)
{
	const struct node *x = &m->nodes[i];

	if ((x->kind == NK_REF || x->kind == NK_MEMBER) && x->name) {
		*name = x->name;
		return x->kind;
	}
	if (x->kind == NK_UNARY && x->op == MOP_DEREF && x->lhs.node >= 0) {
		const struct node *b = model_unconv(m, x->lhs.node);
		if (b && b->kind == NK_REF && b->name) {
			*name = b->name;
			return NK_UNARY;
		}
	}
	return -1;
}

/* Is node i of a condition, nodes [from, to), under a memory read of it:
 * an index or address ('!hcb3[offset].is_leaf', '*p'), not an operand
 * the condition compares or tests itself ('p < end', 'n')? */
static bool under_read(const struct model *m, int i, unsigned from,
		       unsigned to)
{
	for (int p = m->nodes[i].parent; p >= (int)from && p < (int)to;
	     p = m->nodes[p].parent) {
		const struct node *q = &m->nodes[p];
		if (q->kind == NK_SUBSCRIPT ||
		    (q->kind == NK_UNARY && q->op == MOP_DEREF) ||
		    (q->kind == NK_MEMBER && (q->flags & NF_ARROW)))
			return true;
	}
	return false;
}

/*
 * Is loop li, a while or do-while loop whose condition is nodes [from, to)
 * and tests data the loop moves through (loop.data_exit), without a
 * counter (no count, no named bound, no string walk), a walk that ends on
 * what it reads or computes: 'while (!pair->final)' (libmad's Huffman
 * tree, 0.5 passes a call measured), 'while (rng <= EC_CODE_BOT)' (opus's
 * range coder, 0.4), 'while (k2 < mean2) { ...; k2 <<= 1; }' (flac's Rice
 * parameter, 0.6), 'while (!hcb3[offset].is_leaf) offset +=
 * hcb3[offset].data[b];' (faad2's Huffman tables: the step is data, read
 * through the stepped index)?  Not when a variable or member the
 * condition compares or tests itself is stepped in the loop ('len -= 8',
 * 'p++', 'n--', 'fi += k4' with 'fi < fn'), nor when the condition steps
 * one it tests ('n-- > 0'): a counter of unknown start or stride, as a
 * 'for' over a length.  A scan that steps an index or a pointer only to
 * read through it ('while (*p == ' ') p++;', 'while (buf[i++] != 10)')
 * ends on the data it reads: a walk.  The profiles of
 * the nine code bases measured 16 such loops at a median of 1 pass per
 * entry (0.02 to 18), 7 of them within 4x of 4 and none within 4x of 100.
 */
static bool data_walk(const struct model *m, int li, unsigned from,
		      unsigned to)
{
	const struct loop *l = &m->loops[li];

	if (!l->data_exit || l->trip_known || l->trip_bounded || l->geo_any ||
	    l->named || l->str_param || l->ivar || l->func < 0)
		return false;
	for (unsigned i = from; i < to; i++) {
		const struct node *c = &m->nodes[i];
		/* a counter stepped in the condition ('n-- > 0'), unless
		 * only as the address of what it reads ('*p++ == ' '',
		 * 'buf[i++] != 10': a scan, as with 'p++' in the body) */
		if (c->kind == NK_UNARY && c->op >= MOP_PREINC &&
		    c->op <= MOP_POSTDEC && !under_read(m, (int)i, from, to))
			return false;
		const char *cn;
		int ck = walk_key(m, (int)i, &cn);
		if (ck < 0 || (c->flags & NF_STORE) || under_read(m, (int)i, from, to))
			continue;
		for (int j = l->first_node; j < l->last_node; j++) {
			const struct node *x = &m->nodes[j];
			const char *xn;
			if (!(x->flags & NF_STORE) || x->parent < 0 ||
			    walk_key(m, j, &xn) != ck || strcmp(xn, cn))
				continue;
			const struct node *p = &m->nodes[x->parent];
			/* (no node under '(double)0') */
			const struct node *r = model_unconv(m, p->rhs.node);
			if ((p->kind == NK_UNARY && p->op >= MOP_PREINC &&
			     p->op <= MOP_POSTDEC) ||
			    (p->kind == NK_ASSIGN_OP &&
			     (p->op == MOP_ADD || p->op == MOP_SUB)) ||
			    (p->kind == NK_BINARY && p->op == MOP_ASSIGN && r &&
			     r->kind == NK_BINARY &&
			     (r->op == MOP_ADD || r->op == MOP_SUB)))
				return false;	/* 'n--', 'len -= 8', 'i = i + 1' */
		}
	}
	return true;
}

/* Do nodes [from, to) of a condition hold '&&' or '||'? */
static bool lazy_cond(const struct model *m, unsigned from, unsigned to)
{
	for (unsigned i = from; i < to; i++)
		if (m->nodes[i].kind == NK_BINARY &&
		    (m->nodes[i].op == MOP_LAND || m->nodes[i].op == MOP_LOR))
			return true;
	return false;
}

/* The variable an access path starts from ('psDec' of
 * 'psDec->exc_Q14[i]'), NULL if none; *member_array when the path
 * subscripts an array member. */
static const char *path_base(const struct model *m, const struct node *x,
			     const char **array_member)
{
	*array_member = NULL;
	for (unsigned d = 0; d < 64; d++) {
		if (x->kind == NK_REF)
			return x->name;
		if (!(x->kind == NK_SUBSCRIPT || x->kind == NK_MEMBER ||
		      x->kind == NK_CONV || (x->kind == NK_UNARY &&
					     x->op == MOP_DEREF)) ||
		    x->lhs.node < 0)
			return NULL;
		const struct node *y = &m->nodes[x->lhs.node];
		/* an array member, not a pointer member's elements */
		if (x->kind == NK_SUBSCRIPT && y->kind == NK_MEMBER &&
		    y->type.kind == MT_ARRAY && !*array_member)
			*array_member = y->name ? y->name : "";
		x = y;
	}
	return NULL;
}

/* The member a read of a structure reaches last ('n' of 'st->n', 'lens'
 * of 'st->lens[k]'), or NULL. */
static const char *read_member(const struct model *m, const struct node *x)
{
	while ((x->kind == NK_SUBSCRIPT || x->kind == NK_CONV) && x->lhs.node >= 0)
		x = &m->nodes[x->lhs.node];
	return x->kind == NK_MEMBER ? x->name : NULL;
}

/* The declaration of name in function func walked so far (its last node
 * is not set yet: model_decl_of() would see none), -1 if none. */
static int walked_decl(const struct model *m, int func, const char *name)
{
	return func < 0 ? -1 :
	       model_decl_in(m, (unsigned)m->funcs[func].first_node, m->nnodes,
			     name);
}

/* Does the body of loop l (its nodes outside the condition's, from..to)
 * store through memory where read rd may be, by the types C lets alias
 * (model_may_alias())? */
static bool stores_aliasing(const struct model *m, const struct loop *l,
			    unsigned from, unsigned to, const struct node *rd)
{
	struct mtype t = rd->type;
	const char *am, *rmem = read_member(m, rd);
	const char *rbase = path_base(m, rd, &am);

	if (t.kind != MT_INT && t.kind != MT_FLOAT && t.kind != MT_PTR)
		return false;
	for (unsigned i = (unsigned)l->first_node; i < (unsigned)l->last_node; i++) {
		const struct node *x = &m->nodes[i];
		if (i >= from && i < to)
			continue;
		if (!(x->flags & NF_STORE) ||
		    !(x->kind == NK_SUBSCRIPT ||
		      (x->kind == NK_UNARY && x->op == MOP_DEREF) ||
		      (x->kind == NK_MEMBER && (x->flags & NF_ARROW))) ||
		    !model_may_alias(x->type, t))
			continue;
		/* into an array object the function or the program declares
		 * (opus's VLAs, 'opus_int32 sLTP_Q14[n]'), not a structure
		 * the read reaches through a pointer */
		const struct node *b = x;
		while ((b->kind == NK_SUBSCRIPT || b->kind == NK_MEMBER ||
			b->kind == NK_CONV) && b->lhs.node >= 0 &&
		       !(b->kind == NK_MEMBER && (b->flags & NF_ARROW)))
			b = &m->nodes[b->lhs.node];
		if (b->kind == NK_REF && b->type.kind == MT_ARRAY)
			continue;
		const char *sbase = path_base(m, x, &am);
		/* through a restrict-qualified pointer: it reaches only what
		 * it points to, not the bound (C 6.7.3.1) */
		int d = sbase && !am ? walked_decl(m, l->func, sbase) : -1;
		if (d >= 0 && model_decl_restrict(m, &m->nodes[d]))
			continue;
		/* an element of an array member of the structure the read
		 * reaches, another member ('psDec->exc_Q14[i]' beside
		 * 'psDec->frame_length'): no overlap within its bounds */
		if (am && rbase && sbase && !strcmp(rbase, sbase) && rmem &&
		    strcmp(am, rmem))
			continue;
		return true;
	}
	return false;
}

/* Is name a local array of function func whose address nothing takes
 * (no pointer can reach its elements)? */
static bool local_array(const struct model *m, int func, const char *name)
{
	int d = walked_decl(m, func, name);

	/* (a declaration's type is its element's: walk_var()) */
	if (d < 0 || (m->nodes[d].flags & NF_PARAM))
		return false;
	for (unsigned i = (unsigned)m->funcs[func].first_node; i < m->nnodes; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind != NK_REF || !n->name || strcmp(n->name, name))
			continue;
		if (n->type.kind != MT_ARRAY)
			return false;
		/* decayed to a pointer anywhere but a subscript's base */
		const struct node *p = n->parent >= 0 ? &m->nodes[n->parent] : NULL;
		while (p && p->kind == NK_CONV)
			p = p->parent >= 0 ? &m->nodes[p->parent] : NULL;
		if (!p || p->kind != NK_SUBSCRIPT)
			return false;
	}
	return true;
}

/*
 * Does the condition, nodes [from, to) of loop l (walked whole), test
 * data the loop moves through: a call, a variable other than its counter
 * that the loop writes, or a memory read whose address holds a variable
 * the loop writes ('p[isize]', '*s1' with 's1++'), not an invariant one
 * ('i < s->n')?
 */
static bool reads_data(const struct model *m, const struct loop *l,
		       unsigned from, unsigned to)
{
	for (unsigned i = from; i < to; i++) {
		const struct node *n = &m->nodes[i];
		/* a call, unless an inline leaf ('i < imin(n, 64)': its
		 * arguments decide, read below) */
		if (n->kind == NK_CALL && !leaf_call(m, n))
			return true;
		/* a variable other than the counter that the body moves
		 * (libmad's 'bits && r' with 'r <<= 1; if (r >= y) r -= y'):
		 * each unrolled copy keeps its test */
		if (n->kind == NK_REF && n->name && !(n->flags & NF_STORE) &&
		    (!l->ivar || strcmp(n->name, l->ivar)) &&
		    written_in(m, (unsigned)l->first_node,
			       (unsigned)l->last_node, n->name))
			return true;
		if (!(n->kind == NK_SUBSCRIPT || n->kind == NK_CALL ||
		      (n->kind == NK_UNARY && n->op == MOP_DEREF) ||
		      (n->kind == NK_MEMBER && (n->flags & NF_ARROW))) ||
		    (n->flags & NF_STORE))
			continue;
		/* the references of its address (post-order: before it) */
		for (unsigned j = from; j < i; j++) {
			const struct node *r = &m->nodes[j];
			int p = j;
			while (p >= 0 && p != (int)i && (unsigned)p >= from)
				p = m->nodes[p].parent;
			if (p == (int)i && r->kind == NK_REF && r->name &&
			    written_in(m, (unsigned)l->first_node,
				       (unsigned)l->last_node, r->name))
				return true;
		}
		/* a store of the body the read may alias, by the types C
		 * lets alias ('i < st->layout.nb_streams' beside 'rate[i] =
		 * r' of an opus_int32 *rate, opus's multistream encoder): the
		 * bound is loaded again each pass, and each unrolled copy
		 * keeps its test */
		const char *am;
		if (n->kind != NK_CALL && !(n->kind == NK_SUBSCRIPT &&
		    local_array(m, l->func, path_base(m, n, &am))) &&
		    stores_aliasing(m, l, from, to, n))
			return true;
	}
	/* a member of a structure reached through a pointer ('st->layout.
	 * nb_streams'): the same, for the scalar member read */
	for (unsigned i = from; i < to; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind != NK_MEMBER || (n->flags & (NF_ARROW | NF_STORE)))
			continue;
		const struct node *b = n;
		while (b->kind == NK_MEMBER && !(b->flags & NF_ARROW) &&
		       b->lhs.node >= 0)
			b = &m->nodes[b->lhs.node];
		if (b != n && b->kind == NK_MEMBER && (b->flags & NF_ARROW) &&
		    stores_aliasing(m, l, from, to, n))
			return true;
	}
	return false;
}

/* A bound that is a counter plus a constant shifted right or divided by a
 * power of two, '(k + 1) >> 1', 'i / 2' (the Levinson recursion's update
 * of a coefficient pair): the counter in *base, the constant in *off, the
 * shift in *shift, *div when it is a division (which rounds towards 0, as
 * a shift of a negative value does not). */
static bool scaled_offset(CXCursor e, CXCursor *base, int64_t *off,
			  unsigned *shift, bool *div)
{
	struct kids k;
	int64_t v;
	bool ok = false;

	e = strip_implicit(strip_parens(e));
	if (clang_getCursorKind(e) != CXCursor_BinaryOperator)
		return false;
	/* integers only, the result's type says ('i / 2.9' is a double, no
	 * half), and an unsigned result only of an unsigned counter ('i /
	 * 2u' of a negative int wraps) */
	CXType t = clang_getCanonicalType(clang_getCursorType(e));
	if (t.kind < CXType_Bool || t.kind > CXType_Int128)
		return false;
	enum mop op = binop(e);
	kids_get(e, &k);
	if (k.n == 2 && (op == MOP_SHR || op == MOP_DIV) && const_of(k.p[1], &v) &&
	    (op == MOP_SHR ? v >= 1 && v <= 8 :
	     v >= 2 && v <= 256 && !(v & (v - 1))) &&
	    var_offset(k.p[0], base, off)) {
		*shift = op == MOP_SHR ? (unsigned)v :
			 (unsigned)__builtin_ctzll((unsigned long long)v);
		*div = op == MOP_DIV;
		CXType bt = clang_getCanonicalType(clang_getCursorType(
			clang_getCursorReferenced(*base)));
		ok = !unsigned_kind(t.kind) ||
		     (unsigned_kind(bt.kind) && *off >= 0);
	}
	kids_release(&k);
	return ok;
}

/*
 * A start or bound that is an enclosing loop's counter plus a constant,
 * the other end a constant: a triangular nest ('for (i = n; i <= 8; i++)'
 * inside 'for (n = 1; n <= 8; n++)', libgsm's LPC; 'for (j = 0; j < i;
 * j++)').  The outer counter's range bounds the count (a bound: the count
 * stays assumed).
 */
static void outer_bound(struct walker *w, struct loop *l, enum mop cmp)
{
	CXCursor e = !l->start_known ? w->start_expr : w->bound_expr, base;
	int64_t off, lo, hi;
	unsigned shift = 0;
	bool div = false;

	if (l->trip_known || l->start_known == l->bound_known || !l->step_known ||
	    clang_Cursor_isNull(e) ||
	    !(var_offset(e, &base, &off) ||
	      (l->start_known && scaled_offset(e, &base, &off, &shift, &div))))
		return;
	char *name = cursor_name(base);
	/* for model_outer_bounds(), once every loop's count is settled */
	if (name && !l->outer_var && (!l->ivar || strcmp(l->ivar, name))) {
		l->outer_var = xstrdup(name);
		l->outer_off = off;
		l->outer_start = !l->start_known;
		l->outer_shift = (uint8_t)shift;
		l->outer_div = div;
	}
	if (shift) {	/* (model_outer_bounds(): the counter's range) */
		free(name);
		return;
	}
	if (l->step <= 0 || (cmp != MOP_LT && cmp != MOP_LE)) {
		free(name);
		return;
	}
	const struct loop *p = NULL;
	for (int q = l->parent; q >= 0 && name; q = w->m->loops[q].parent)
		if (w->m->loops[q].ivar && !strcmp(w->m->loops[q].ivar, name)) {
			p = &w->m->loops[q];
			break;
		}
	free(name);
	if (!p || !p->step_known || p->step <= 0 || p->bound_var)
		return;
	uint64_t t;
	if (!l->start_known) {
		/* the smallest start: the outer counter's first value */
		if (!p->start_known || __builtin_add_overflow(p->start, off, &lo) ||
		    !mop_trip_count(lo, l->bound, l->step, cmp, &t))
			return;
	} else {
		/* the largest bound: the outer counter's last value */
		if (!p->trip_known || !p->start_known || p->trip == 0 ||
		    __builtin_mul_overflow((int64_t)(p->trip - 1), p->step, &hi) ||
		    __builtin_add_overflow(hi, p->start + off, &hi) ||
		    !mop_trip_count(l->start, hi, l->step, cmp, &t))
			return;
	}
	model_loop_at_most(l, t);
}

/* Are a and b the same expression: the same kinds of node down to the
 * same variables, members and constants ('tonal->count - 1' twice, as a
 * MIN macro's two uses of its argument)? */
static bool same_expr(CXCursor a, CXCursor b, unsigned depth)
{
	int64_t va, vb;
	bool ok;

	a = strip_implicit(a);
	b = strip_implicit(b);
	enum CXCursorKind k = clang_getCursorKind(a);
	if (depth > 8 || k != clang_getCursorKind(b))
		return false;
	if (const_of(a, &va))
		return const_of(b, &vb) && va == vb;
	if (k == CXCursor_DeclRefExpr || k == CXCursor_MemberRefExpr) {
		CXCursor ra = clang_getCursorReferenced(a);
		CXCursor rb = clang_getCursorReferenced(b);
		if (clang_Cursor_isNull(ra) || !clang_equalCursors(ra, rb))
			return false;
		if (k == CXCursor_DeclRefExpr)
			return true;
	} else if (k == CXCursor_BinaryOperator || k == CXCursor_UnaryOperator) {
		if ((k == CXCursor_BinaryOperator ? binop(a) != binop(b) :
		     unop(a) != unop(b)))
			return false;
	} else if (k != CXCursor_ArraySubscriptExpr) {
		return false;	/* calls and the rest: not compared */
	}
	struct kids ka, kb;
	kids_get(a, &ka);
	kids_get(b, &kb);
	ok = ka.n == kb.n;
	for (unsigned i = 0; ok && i < ka.n; i++)
		ok = same_expr(ka.p[i], kb.p[i], depth + 1);
	kids_release(&ka);
	kids_release(&kb);
	return ok;
}

/*
 * 'for (i = 0; i < IMIN(tonal->count - 1, 15); i++)' (opus's analysis):
 * a bound that picks the smaller of an expression and a constant, as the
 * MIN macros of every code base expand ('(a) < (b) ? (a) : (b)'), is at
 * most the constant: the count is bounded by it and stays assumed below
 * it.  A MAX ('(a) > (b) ? (a) : (b)') bounds nothing from above.
 */
static bool min_const(CXCursor e, int64_t *k)
{
	struct kids q, cmp;
	bool ok = false;

	e = strip_implicit(e);
	if (clang_getCursorKind(e) != CXCursor_ConditionalOperator)
		return false;
	kids_get(e, &q);
	int64_t vt, vf, vp, vq;
	bool ct, cf;
	if (q.n != 3 || (ct = const_of(q.p[1], &vt)) ==
			(cf = const_of(q.p[2], &vf)))
		goto out;
	CXCursor c = strip_implicit(q.p[0]);
	enum mop op = clang_getCursorKind(c) == CXCursor_BinaryOperator ?
		      binop(c) : MOP_NONE;
	if (op != MOP_LT && op != MOP_LE && op != MOP_GT && op != MOP_GE)
		goto out;
	kids_get(c, &cmp);
	int64_t kv = ct ? vt : vf;
	bool pk = cmp.n == 2 && const_of(cmp.p[0], &vp) && vp == kv;
	bool qk = cmp.n == 2 && const_of(cmp.p[1], &vq) && vq == kv;
	/* the other arm is the expression compared ('a < 15 ? b : 15'
	 * bounds nothing) */
	bool same = pk != qk && same_expr(cmp.p[pk ? 1 : 0], q.p[ct ? 2 : 1], 0);
	kids_release(&cmp);
	if (!same)
		goto out;
	/* the test says "x below the constant": the minimum takes x when
	 * it holds, the constant else */
	bool x_below = ((op == MOP_LT || op == MOP_LE) && qk) ||
		       ((op == MOP_GT || op == MOP_GE) && pk);
	if (x_below ? cf : ct) {
		*k = kv;
		ok = true;
	}
out:
	kids_release(&q);
	return ok;
}

/* A counting-up loop whose bound is a minimum with a constant
 * (min_const()): at most the constant's count. */
static void min_bound(struct walker *w, struct loop *l, enum mop cmp)
{
	int64_t k;
	uint64_t t;

	if (l->trip_known || !l->start_known || l->bound_known ||
	    !l->step_known || l->step <= 0 || l->bound_var ||
	    (cmp != MOP_LT && cmp != MOP_LE) ||
	    clang_Cursor_isNull(w->bound_expr) ||
	    !min_const(w->bound_expr, &k) ||
	    !mop_trip_count(l->start, k, l->step, cmp, &t))
		return;
	model_loop_at_most(l, t);
	l->min_bounded = l->trip_bounded && l->trip == t;
}

static bool body_leaves(CXCursor b);

/* Is the value of e a variable, through parentheses and implicit
 * conversions: its declaration, else a null cursor. */
static CXCursor var_decl_of(CXCursor e)
{
	CXCursor r;

	if (clang_Cursor_isNull(e) || !decl_ref_of(e, &r))
		return clang_getNullCursor();
	r = clang_getCursorReferenced(r);
	return clang_getCursorKind(r) == CXCursor_VarDecl ||
	       clang_getCursorKind(r) == CXCursor_ParmDecl ? r :
	       clang_getNullCursor();
}

/*
 * A pointer loop from a variable to an end pointer its declaration sets
 * that far on, 'int32_t *eptr = buffer + (sample_count * 2); ... for (bptr
 * = buffer; bptr < eptr; bptr += 2)' (wavpack's decorrelation passes): the
 * kind of count the distance names ('sample_count', also times or shifted
 * by a constant), and *end the end's name (to free: a loop that moves it
 * says nothing); NAMED_NONE if it is not so.
 */
static enum loop_named ptr_end_named(CXCursor start, CXCursor bound,
				     char **end, char **base, uint8_t *scale)
{
	CXCursor s = var_decl_of(start), e = var_decl_of(bound);

	if (clang_Cursor_isNull(s) || clang_Cursor_isNull(e) ||
	    !automatic_local(e) ||
	    clang_getCanonicalType(clang_getCursorType(e)).kind != CXType_Pointer)
		return NAMED_NONE;
	CXCursor init = strip_implicit(strip_parens(
		clang_Cursor_getVarDeclInitializer(e)));
	if (clang_Cursor_isNull(init) ||
	    clang_getCursorKind(init) != CXCursor_BinaryOperator ||
	    binop(init) != MOP_ADD)
		return NAMED_NONE;
	struct kids k;
	enum loop_named r = NAMED_NONE;
	kids_get(init, &k);
	for (unsigned i = 0; k.n == 2 && i < 2 && !r; i++) {
		CXCursor b = var_decl_of(k.p[i]);
		if (clang_Cursor_isNull(b) || !clang_equalCursors(b, s))
			continue;
		/* the distance, and a constant factor or shift of it */
		CXCursor d = strip_implicit(strip_parens(k.p[1 - i]));
		int64_t v = 1;
		if (clang_getCursorKind(d) == CXCursor_BinaryOperator &&
		    (binop(d) == MOP_MUL || binop(d) == MOP_SHL)) {
			struct kids f;
			bool shl = binop(d) == MOP_SHL;
			kids_get(d, &f);
			if (f.n == 2 && const_of(f.p[1], &v))
				d = f.p[0];
			else if (f.n == 2 && !shl && const_of(f.p[0], &v))
				d = f.p[1];
			else
				v = 0;
			kids_release(&f);
			if (shl)
				v = v >= 0 && v < 8 ? (int64_t)1 << v : 0;
		}
		if (v < 1 || v > 255 || named_end(d) != NAMED_FRAME)
			continue;
		r = NAMED_FRAME;
		*scale = (uint8_t)v;
	}
	kids_release(&k);
	if (!r)
		return NAMED_NONE;
	*end = cursor_name(e);
	*base = cursor_name(s);
	return r;
}

/* Do the nodes of loop li's function up to its end leave the end pointer
 * (set only by its declarations, its address taken nowhere) and, from its
 * first declaration to the end of the loop and of the loops around it
 * that declaration is not in, the base it was set from as they were?
 * (Each block may declare its own 'eptr', as wavpack's pack_samples()
 * does in both arms: declarations are no writes.  A reviewer's probes:
 * 'eptr = buffer + 8;' before a second walk, an end set in the for's init
 * or reset in a loop around, '&eptr' handed to a call, 'buffer = eptr -
 * 4;'.) */
static bool ptr_walk_fixed(const struct model *m, int li, const char *end,
			   const char *base)
{
	const struct loop *l = &m->loops[li];
	int first = l->func >= 0 ? m->funcs[l->func].first_node : 0, d = -1;

	for (int i = first; i < l->last_node; i++) {
		const struct node *n = &m->nodes[i];
		if (!n->name || strcmp(n->name, end))
			continue;
		if (n->kind == NK_DECL && d < 0)
			d = i;
		else if (n->kind == NK_REF &&
			 ((n->flags & NF_STORE) || model_addr_of(m, n)))
			return false;
	}
	if (d < 0 || d >= l->first_node)
		return false;
	int stop = l->last_node;
	for (int q = l->parent; q >= 0 && m->loops[q].first_node > d;
	     q = m->loops[q].parent)
		if (m->loops[q].last_node > stop)
			stop = m->loops[q].last_node;
	for (int i = d; i < stop; i++) {
		const struct node *n = &m->nodes[i];
		if (n->name && !strcmp(n->name, base) &&
		    ((n->kind == NK_REF && ((n->flags & NF_STORE) ||
					    model_addr_of(m, n))) ||
		     (n->kind == NK_DECL && i > d)))
			return false;
	}
	return true;
}

/* Is e (through parentheses and implicit conversions) 'S + K' or 'K + S',
 * S a reference to declaration s and K a constant: *k = K. */
static bool base_plus_const(CXCursor e, CXCursor s, int64_t *k)
{
	e = strip_implicit(strip_parens(e));
	if (clang_Cursor_isNull(e) ||
	    clang_getCursorKind(e) != CXCursor_BinaryOperator ||
	    binop(e) != MOP_ADD)
		return false;
	struct kids q;
	bool ok = false;
	kids_get(e, &q);
	for (unsigned i = 0; q.n == 2 && i < 2 && !ok; i++) {
		CXCursor b = var_decl_of(q.p[i]);
		ok = !clang_Cursor_isNull(b) && clang_equalCursors(b, s) &&
		     const_of(q.p[1 - i], k);
	}
	kids_release(&q);
	return ok;
}

/* The value the parts of a for's init ('fi = fz, fn = fz + 1024') leave
 * in the variable of declaration d: its last plain assignment's, or a null
 * cursor -- none, or a later write of another kind ('e -= 512', 'e++')
 * (*wrote: some part writes it). */
static CXCursor init_assigns(CXCursor init, CXCursor d, bool *wrote)
{
	CXCursor r = clang_getNullCursor();
	struct kids k;

	init = strip_parens(init);
	if (clang_Cursor_isNull(init))
		return r;
	kids_get(init, &k);
	if (is_comma(init) && k.n == 2) {
		bool w0 = false, w1 = false;
		CXCursor a = init_assigns(k.p[0], d, &w0);
		CXCursor b = init_assigns(k.p[1], d, &w1);
		r = w1 ? b : a;
		*wrote |= w0 || w1;
	} else if (clang_getCursorKind(init) == CXCursor_BinaryOperator ||
		   clang_getCursorKind(init) == CXCursor_CompoundAssignOperator ||
		   clang_getCursorKind(init) == CXCursor_UnaryOperator) {
		CXCursor v = k.n >= 1 ? var_decl_of(k.p[0]) : clang_getNullCursor();
		enum mop op = clang_getCursorKind(init) ==
			      CXCursor_BinaryOperator ? binop(init) : MOP_NONE;
		bool writes = !clang_Cursor_isNull(v) &&
			      clang_equalCursors(v, d) &&
			      (clang_getCursorKind(init) != CXCursor_BinaryOperator ||
			       op == MOP_ASSIGN);
		if (writes) {
			*wrote = true;
			if (op == MOP_ASSIGN && k.n == 2)
				r = k.p[1];
		}
	}
	kids_release(&k);
	return r;
}

/*
 * A pointer walk over a constant distance: from a variable S (an array or
 * a pointer) to 'S + K' -- the condition's bound itself ('fi < fz + 1024'),
 * or an end pointer a local's declaration or the for's own init sets so
 * ('for (fi = fz, fn = fz + 1024; fi < fn; fi += 4)', twolame's FHT
 * butterflies) -- by a constant step: its trips, K / step (a remainder
 * adds one; '<=' one more).  *end and *base name the end variable (NULL
 * when the bound is 'S + K') and S, for ptr_const_settle() once the
 * function is walked (to free); *decl, the end's value is its
 * declaration's, which ptr_walk_fixed() checks no store replaces before
 * the loop.
 */
static bool ptr_const_trip(struct loop *l, CXCursor start, CXCursor bound,
			   CXCursor init, enum mop cmp, uint64_t *trips,
			   char **end, char **base, bool *decl)
{
	CXCursor s = var_decl_of(start);
	int64_t k = 0;

	*end = *base = NULL;
	*decl = false;
	if (clang_Cursor_isNull(s) || clang_Cursor_isNull(bound) ||
	    !l->step_known || l->step <= 0 || (cmp != MOP_LT && cmp != MOP_LE) ||
	    clang_getCanonicalType(clang_getCursorType(start)).kind !=
	    CXType_Pointer ||
	    !clang_equalTypes(clang_getCanonicalType(clang_getCursorType(start)),
			      clang_getCanonicalType(clang_getCursorType(bound))))
		return false;
	if (!base_plus_const(bound, s, &k)) {
		CXCursor e = var_decl_of(bound);
		if (clang_Cursor_isNull(e) || !automatic_local(e))
			return false;
		bool wrote = false;
		CXCursor v = init_assigns(init, e, &wrote);
		if (clang_Cursor_isNull(v) && !wrote) {
			v = clang_Cursor_getVarDeclInitializer(e);
			*decl = true;
		}
		if (clang_Cursor_isNull(v) || !base_plus_const(v, s, &k))
			return false;
		*end = cursor_name(e);
	}
	/* the base: an array (which nothing moves), or a pointer local to
	 * the function -- not a global one, which a call may move (its
	 * address taken is ptr_const_fixed()'s) */
	CXType st = clang_getCanonicalType(clang_getCursorType(s));
	bool array = st.kind == CXType_ConstantArray ||
		     st.kind == CXType_IncompleteArray;
	if (k <= 0 || k > (1 << 24) ||
	    (!array && !automatic_local(s) &&
	     clang_getCursorKind(s) != CXCursor_ParmDecl)) {
		free(*end);
		*end = NULL;
		return false;
	}
	uint64_t t = (uint64_t)k / (uint64_t)l->step +
		     ((uint64_t)k % (uint64_t)l->step != 0);
	if (cmp == MOP_LE && (uint64_t)k % (uint64_t)l->step == 0)
		t++;
	*trips = t;
	*base = cursor_name(s);
	return *base != NULL;
}

/* Does loop li's function leave the end pointer and the base of
 * ptr_const_trip() as they were where the loop starts: no address taken
 * anywhere in the function (a store through it may move either), no store
 * to either or declaration of their names in the loop, and, for an end its
 * declaration sets (decl), no store of it at all (one after the walk, in a
 * loop around it, moves it for the next entry)? */
static bool ptr_const_fixed(const struct model *m, int li, const char *end,
			    const char *base, bool decl)
{
	const struct loop *l = &m->loops[li];
	const struct function *fn = l->func >= 0 ? &m->funcs[l->func] : NULL;

	for (int i = fn ? fn->first_node : l->first_node;
	     i < (fn ? fn->last_node : l->last_node); i++) {
		const struct node *n = &m->nodes[i];
		bool is_end = n->name && end && !strcmp(n->name, end);
		if (!is_end && (!n->name || strcmp(n->name, base)))
			continue;
		bool in_loop = i >= l->first_node && i < l->last_node;
		if ((n->kind == NK_REF && model_addr_of(m, n)) ||
		    (in_loop && n->kind == NK_DECL))
			return false;
		if (n->kind == NK_REF && (n->flags & (NF_STORE | NF_RMW)) &&
		    (in_loop || (is_end && decl)))
			return false;
	}
	return true;
}

/* The pointer walks of the function just walked: no count where the
 * function moves their end or base (ptr_const_fixed(), ptr_walk_fixed(),
 * which read stores after the walk too: 'e += 1024' after it in a loop
 * around). */
static void ptr_const_settle(struct walker *w)
{
	for (unsigned i = 0; i < w->npcp; i++) {
		struct ptr_pending *q = &w->pcp[i];
		if (!ptr_const_fixed(w->m, q->loop, q->end, q->base, q->decl) ||
		    (q->decl && !ptr_walk_fixed(w->m, q->loop, q->end, q->base))) {
			w->m->loops[q->loop].trip_known = false;
			w->m->loops[q->loop].trip = 0;
		}
		free(q->end);
		free(q->base);
	}
	w->npcp = 0;
}

static void walk_for(struct walker *w, CXCursor c)
{
	struct done_for sib = w->sib;
	struct set_before sb = w->set_prev;
	char *ptr_end = NULL, *ptr_base = NULL;	/* (ptr_end_named()) */

	w->sib.loop = -1;
	w->set_prev.ok = false;
	struct kids k;
	unsigned s1 = 0, s2 = 0, cfrom = 0, cto = 0;
	int cond_node = -1;

	kids_get(c, &k);
	if (k.n == 0) {
		kids_release(&k);
		return;
	}
	bool spelled;
	bool semis = for_semis(w, c, &s1, &s2, &spelled);
	/* the init runs once, outside the loop */
	CXCursor init = clang_getNullCursor(), cond = init, inc = init;
	for (unsigned i = 0; i + 1 < k.n; i++) {
		unsigned b, e, file;
		if (!semis)
			continue;
		if (spelled) {
			if (!spelled_at(w, k.p[i], &file, &b))
				continue;
		} else {
			extent(w, k.p[i], &b, &e);
		}
		if (b < s1)
			init = k.p[i];
		else if (b < s2)
			cond = k.p[i];
		else
			inc = k.p[i];
	}
	if (!clang_Cursor_isNull(init))
		walk_stmt(w, init);
	int li = push_loop(w, c, LOOP_FOR);
	enum mop cmp = MOP_NONE;
	bool stepped = false, is_unsigned = false;
	w->start_expr = w->bound_expr = w->ivar_expr = clang_getNullCursor();
	/* an init of several assignments ('j = 0, i = 0') is read after the
	 * condition, which names the induction variable */
	bool init_later = !clang_Cursor_isNull(init) && is_comma(init);
	if (!clang_Cursor_isNull(init) && !init_later)
		loop_init(w, init);
	if (!clang_Cursor_isNull(cond)) {
		w->naming = init_later;
		loop_cond(w, cond, &cmp, &stepped, &is_unsigned);
		w->naming = false;
		w->m->loops[li].ctr_unsigned = is_unsigned;
		if (!clang_Cursor_isNull(w->ivar_expr)) {
			/* (the variable's own type: the condition reads it
			 * promoted) */
			CXCursor vd = clang_getCursorReferenced(w->ivar_expr);
			long long cb = clang_Type_getSizeOf(clang_getCanonicalType(
				clang_getCursorType(clang_Cursor_isNull(vd) ?
						    w->ivar_expr : vd)));
			w->m->loops[li].ctr_bits = cb > 0 && cb <= 8 ?
						   (uint8_t)(cb * 8) : 0;
		}
		cfrom = w->m->nnodes;
		struct ex e = walk_full_expr(w, cond);
		cond_node = e.node;
		cto = w->m->nnodes;
		mark(w, e.node, NF_ZERO_TEST);
	}
	if (init_later) {
		loop_init(w, init);
		settle_start(&w->m->loops[li]);
	}
	/* (its header sets its counter: it does not go on from where a
	 * loop before it stopped) */
	w->m->loops[li].start_set = !clang_Cursor_isNull(w->start_expr);
	if (!clang_Cursor_isNull(inc)) {
		struct loop *l = &w->m->loops[li];
		bool had = l->step_known;
		int64_t cstep = l->step;
		bool moved = loop_inc(w, inc);
		/* a condition that steps the variable: an increment that
		 * moves it too leaves no one step; one that moves other
		 * variables ('src += ystride') keeps the condition's */
		if (stepped && moved)
			l->step_known = false;
		else if (stepped)
			l->step = cstep, l->step_known = had;
		w->m->loops[li].inc_first = (int)w->m->nnodes;
		walk_full_expr(w, inc);
		w->m->loops[li].inc_last = (int)w->m->nnodes;
	}
	if (!semis)
		for (unsigned i = 0; i + 1 < k.n; i++)
			walk_stmt(w, k.p[i]);
	/* an init of several parts may move the variable after the start
	 * was read ('k = j, j += width') */
	if (!init_later)
		loop_relative(w, &w->m->loops[li]);
	w->m->loops[li].cmp = (unsigned char)cmp;
	loop_param(w, &w->m->loops[li], cmp);
	/* the loop before this one, then what this one leaves to the next */
	if (clang_Cursor_isNull(init))
		continue_count(w, &w->m->loops[li], &sib, cmp);
	/* no init, the statement before sets the variable to a constant
	 * ('i = 0; for (; i < 64; i++)', 'int i = 0; for (; ...)') */
	if (clang_Cursor_isNull(init))
		for_set_before(w, li, &sb);
	struct done_for done = { .loop = li, .cmp = cmp, .stepped = stepped,
		.decl_init = !clang_Cursor_isNull(init) &&
			     clang_getCursorKind(init) == CXCursor_DeclStmt };
	{
		CXCursor base;
		struct loop *dl = &w->m->loops[li];
		done.sym = !dl->bound_known && !clang_Cursor_isNull(w->bound_expr) &&
			   var_offset(w->bound_expr, &base, &done.off);
		if (done.sym) {
			done.base = clang_getCursorReferenced(base);
			done.sym = !clang_Cursor_isNull(done.base) &&
				   (!dl->ivar || !ref_is_named(base, dl->ivar));
		}
	}
	CXCursor lc_bound = w->bound_expr, lc_start = w->start_expr;
	/* a start read from a variable or a member at run time ('j =
	 * sblimit'), or none where an earlier loop left it ('for (; b <
	 * CBANDS; ++b)' after a loop the count of which is not known): a
	 * tail when a constant ends it (model_loop_tail()) */
	w->m->loops[li].tail_start = !w->m->loops[li].start_known &&
		(clang_Cursor_isNull(init) ? sib.loop >= 0 :
		 !clang_Cursor_isNull(lc_start) && var_or_member(lc_start));
	loop_trip(&w->m->loops[li], cmp);
	char *pc_end = NULL, *pc_base = NULL;
	bool pc = false, pc_decl = false;
	{
		struct loop *pl = &w->m->loops[li];
		uint64_t t;
		if (!pl->trip_known && !stepped &&
		    ptr_const_trip(pl, lc_start, lc_bound, init, cmp, &t,
				   &pc_end, &pc_base, &pc_decl)) {
			pl->trip_known = pc = true;
			pl->trip = t;
			pl->trip_profiled = false;
		}
	}
	if (!stepped)
		loop_geo_trip(w, &w->m->loops[li], cmp, is_unsigned);
	outer_bound(w, &w->m->loops[li], cmp);
	min_bound(w, &w->m->loops[li], cmp);
	{
		/* 'for (c = 0; c < st->channels; c++)', 'for (c = nch; c-- >
		 * 0;)': a loop over channels or streams; 'i < order', a
		 * filter's order; 'k < dim', a vector's dimension */
		struct loop *cl = &w->m->loops[li];
		enum loop_named nb = cl->start_known ? named_end(lc_bound) :
				     NAMED_NONE;
		if (!nb && cl->start_known && cl->step_known && cl->step > 0 &&
		    channel_pair(lc_bound, cl->ivar))
			nb = NAMED_CHANNELS;
		/* (from the named count down: 'for (c = nch; c-- > 0;)';
		 * up from it, 'for (i = order; i < 32; i++)', is what is
		 * left above it) */
		if (!nb && cl->bound_known && cl->step_known && cl->step < 0)
			nb = named_end(lc_start);
		/* 'for (bptr = buffer; bptr < eptr; bptr += 2)', eptr a
		 * local 'buffer + sample_count * 2' (wavpack's decorrelation
		 * passes): a walk of the count's elements */
		if (!nb && cl->step_known && cl->step > 0)
			nb = ptr_end_named(lc_start, lc_bound, &ptr_end,
					   &ptr_base, &cl->named_scale);
		/* (a step that is not a constant, 'j += n': no count) */
		cl->named = cl->trip_known || !cl->step_known ? NAMED_NONE :
			    (uint8_t)nb;
	}
	w->geo = 0;
	w->start_expr = w->bound_expr = w->ivar_expr = clang_getNullCursor();
	/* an unsigned counter is never below 0: 'i >= 0' or 'i-- >= 0'
	 * never ends the loop, which then has no count */
	struct loop *ul = &w->m->loops[li];
	if (is_unsigned && ul->bound_known && !ul->bound_var &&
	    ((cmp == MOP_GE && ul->bound <= 0) || (cmp == MOP_GT && ul->bound < 0)))
		ul->trip_known = false;
	unsigned_bound(&w->m->loops[li], cmp, is_unsigned);
	unsigned body = w->m->nnodes, saved_switch = w->switch_depth;
	unsigned exits = w->exits;
	w->switch_depth = 0;	/* a break in the body leaves this loop */
	walk_stmt(w, k.p[k.n - 1]);
	exits = w->exits - exits;
	w->switch_depth = saved_switch;
	honest_trip(w->m, &w->m->loops[li], body, w->m->nnodes);
	shift_count_bound(w->m, &w->m->loops[li], body, w->m->nnodes);
	if (cmp == MOP_NONE && clang_Cursor_isNull(cond))
		body_exit(w, &w->m->loops[li], k.p[k.n - 1], body, exits);
	if (body_leaves(k.p[k.n - 1]) && !w->m->loops[li].continued &&
	    !w->m->loops[li].labelled)
		model_loop_at_most(&w->m->loops[li], 1);
	if (!w->m->loops[li].trip_known) {
		note_local_const(w, &w->m->loops[li], lc_bound, true, cmp, body,
				 is_unsigned);
		note_local_const(w, &w->m->loops[li], lc_start, false, cmp, body,
				 is_unsigned);
	}
	pop_loop(w, li);
	/* (an end pointer or a base moved: no count from its set-up) */
	if (ptr_end && !ptr_walk_fixed(w->m, li, ptr_end, ptr_base)) {
		w->m->loops[li].named = NAMED_NONE;
		w->m->loops[li].named_scale = 0;
	}
	free(ptr_end);
	free(ptr_base);
	/* (an end pointer or a base the function moves: no count from
	 * them; checked once the whole function is walked,
	 * ptr_const_settle()) */
	if (pc) {
		if (w->npcp == w->cappcp)
			w->pcp = xrealloc(w->pcp, (w->cappcp = w->cappcp * 2 + 4) *
					  sizeof(*w->pcp));
		w->pcp[w->npcp++] = (struct ptr_pending){ li, pc_end, pc_base,
							  pc_decl };
	} else {
		free(pc_end);
		free(pc_base);
	}
	w->m->loops[li].cond_lazy = lazy_cond(w->m, cfrom, cto);
	w->m->loops[li].data_exit = reads_data(w->m, &w->m->loops[li], cfrom,
					       cto);
	note_string_walk(w, li, cond_node);
	kids_release(&k);
	done.moved = moves(w->m, body, w->m->loops[li].ivar);
	w->done = done;
}

/* 'do { ... } while (0)': the statement wrapper of macros (MD5 steps,
 * bit-reader refills) runs its body once.  It is no loop: its body is
 * straight-line code of the enclosing one, and a 'break' in it leaves the
 * wrapper, not the enclosing loop (walked like a switch's). */
static bool do_once(CXCursor cond)
{
	int64_t v;

	return clang_isExpression(clang_getCursorKind(cond)) &&
	       const_of(cond, &v) && v == 0;
}

/* 'do { ... } while (++c < CC)' (opus's channel loops), 'while (n--)':
 * the condition steps the counter, which is the loop's induction variable
 * with that step (its start and count stay unknown: the start is set
 * before the loop).  Addresses indexed by it are then affine in the loop
 * model. */

/* The counter reference under step c ('i--', '--i'), pre: a pre-step. */
static bool step_ref(CXCursor c, CXCursor *var, bool *pre)
{
	struct kids k;
	bool ok;

	c = strip_parens(c);
	if (clang_getCursorKind(c) != CXCursor_UnaryOperator)
		return false;
	enum mop op = unop(c);
	*pre = op == MOP_PREINC || op == MOP_PREDEC;
	kids_get(c, &k);
	ok = k.n == 1 && decl_ref_of(k.p[0], var);
	kids_release(&k);
	return ok;
}

static struct cond_counter do_step(struct walker *w, CXCursor cond)
{
	struct kids k;
	struct cond_counter cc = { .ok = false };

	cond = strip_parens(cond);
	if (clang_getCursorKind(cond) == CXCursor_UnaryOperator) {
		/* 'while (n--)', 'while (--n)': tested against zero */
		if (cond_step(w, cond) && step_ref(cond, &cc.var, &cc.pre)) {
			cc.ok = true;
			cc.cmp = MOP_NE;
			cc.bound = 0;
		}
		return cc;
	}
	if (clang_getCursorKind(cond) != CXCursor_BinaryOperator)
		return cc;
	enum mop op = binop(cond);
	if (op != MOP_LT && op != MOP_LE && op != MOP_GT && op != MOP_GE &&
	    op != MOP_NE)
		return cc;
	kids_get(cond, &k);
	if (k.n == 2 && cond_step(w, k.p[0]) &&
	    step_ref(k.p[0], &cc.var, &cc.pre) && const_of(k.p[1], &cc.bound)) {
		cc.ok = true;
		cc.cmp = op;
	}
	kids_release(&k);
	return cc;
}

/*
 * 'mode = 8; while (mode) { ...; mode--; }' (speex's VBR mode search), 'k =
 * 5; while (k > 0) { ...; k -= 1; }': a while loop's local compared with a constant
 * (or tested against 0), set to a constant by the statement before the
 * loop (sb), stepped by a constant at the body's top level on every pass,
 * its only write in the loop, no continue to skip the step: the passes
 * from that start (a bound when something else leaves the loop).  The
 * address of the variable taken in the function undoes it
 * (set_checks()).
 */
static void body_counter(struct walker *w, int li, CXCursor cond,
			 const struct set_before *sb)
{
	struct model *m = w->m;
	struct loop *l = &m->loops[li];
	CXCursor var;
	int64_t bound = 0;
	enum mop cmp = MOP_NE;
	struct kids k;

	if (!sb->ok || !sb->exact || l->trip_known || l->trip_profiled ||
	    l->resumed || l->skips || l->func < 0)
		return;
	cond = strip_parens(cond);
	if (decl_ref_of(cond, &var)) {
		;	/* 'while (v)': v != 0 */
	} else if (clang_getCursorKind(cond) == CXCursor_BinaryOperator) {
		cmp = binop(cond);
		if (cmp != MOP_LT && cmp != MOP_LE && cmp != MOP_GT &&
		    cmp != MOP_GE && cmp != MOP_NE)
			return;
		kids_get(cond, &k);
		bool ok = k.n == 2 && decl_ref_of(k.p[0], &var) &&
			  const_of(k.p[1], &bound);
		kids_release(&k);
		if (!ok)
			return;
	} else {
		return;
	}
	if (!clang_equalCursors(clang_getCursorReferenced(var), sb->decl))
		return;
	/* a signed counter of int's width or more: no wrap-around to make
	 * an unsigned 'u >= 0' hold forever, no narrow one to overflow */
	CXType ct = clang_getCanonicalType(clang_getCursorType(sb->decl));
	struct mtype mt = mtype_of(ct);
	if (mt.kind != MT_INT || mt.is_unsigned || mt.bits < 32 ||
	    !type_holds(ct, bound))
		return;
	char *name = cursor_name(sb->decl);
	if (!name)
		return;
	/* one write in the loop: a constant step at the body's top level */
	int64_t step = 0;
	int writes = 0;
	for (int i = l->first_node; i < l->last_node; i++) {
		const struct node *x = &m->nodes[i];
		if (x->kind == NK_DECL && x->name && !strcmp(x->name, name))
			writes = 2;	/* shadowed */
		if (x->kind != NK_REF || !x->name || strcmp(x->name, name) ||
		    !(x->flags & NF_STORE))
			continue;
		const struct node *p = x->parent >= 0 ? &m->nodes[x->parent] : NULL;
		writes++;
		if (!p || p->loop != li || p->lhs.node != i ||
		    conditional_in(m, l, x->parent) || p->parent >= 0)
			writes = 2;
		else if (p->kind == NK_UNARY &&
			 (p->op == MOP_PREINC || p->op == MOP_POSTINC))
			step = 1;
		else if (p->kind == NK_UNARY &&
			 (p->op == MOP_PREDEC || p->op == MOP_POSTDEC))
			step = -1;
		else if (p->kind == NK_ASSIGN_OP && p->rhs.is_const &&
			 (p->op == MOP_ADD || p->op == MOP_SUB) &&
			 !mt_is_float(p->rhs.type) && p->rhs.ival > -65536 &&
			 p->rhs.ival < 65536)
			step = p->op == MOP_ADD ? p->rhs.ival : -p->rhs.ival;
		else
			writes = 2;
	}
	free(name);
	uint64_t t;
	if (writes != 1 || !step ||
	    !mop_trip_count(sb->value, bound, step, cmp, &t))
		return;
	push_set_check(w, li, sb->decl);
	if (l->early_exit) {
		model_loop_at_most(l, t);
		return;
	}
	l->trip = t;
	l->trip_known = true;
	l->trip_bounded = l->trip_upper = false;
}

/* Does every pass of a loop with body b leave at its end: b's last
 * statement at its top level a return or a break ('while (1) { ...;
 * return 0; }', vorbisfile's header loop)?  Nothing but a continue of
 * the loop (loop.continued) can then start another pass: a goto inside
 * cannot reach past that last statement (a label before it would be the
 * statement) but one back to a label inside (loop.labelled), and one
 * entering from outside makes the loop 'resumed'. */
static bool body_leaves(CXCursor b)
{
	enum CXCursorKind k = clang_getCursorKind(b);

	if (k == CXCursor_CompoundStmt) {
		struct kids s;
		kids_get(b, &s);
		k = s.n ? clang_getCursorKind(s.p[s.n - 1]) : CXCursor_NullStmt;
		kids_release(&s);
	}
	return k == CXCursor_ReturnStmt || k == CXCursor_BreakStmt;
}

/* name in lower case without '_' into low[cap] (*n its length); false
 * if it does not fit. */
static bool name_lower(const char *name, char *low, size_t cap, size_t *n)
{
	size_t k = 0;

	for (const char *p = name; *p; p++) {
		if (*p == '_')
			continue;
		if (k + 1 >= cap)
			return false;
		low[k++] = (char)tolower((unsigned char)*p);
	}
	low[k] = 0;
	*n = k;
	return true;
}

/*
 * What kind of count a loop bound of this name is (loop.named), the name
 * in lower case without '_':
 * - channels or streams: ending in "channels", "chans" or "streams", or
 *   "nch" or "nchan" ('nb_channels', 'nChannelsInternal', 'num_chans',
 *   'nb_coupled_streams'; not 'nchars', 'channel_state', 'nbranch');
 * - a filter's order: "order" or ending in it, "ord", "lpcsize",
 *   "lpcrdr" ('order', 'max_lpc_order', 'predictLPCOrder', speex's
 *   'lpcSize' and 'lpcrdr'; not 'border', 'orders' nor 'ordinal');
 * - a vector's dimension: ending in "dim", or "subvectsize", "nbsubvect"
 *   ('dim', 'cdim', 'nbDim', speex's 'subvect_size' and 'nb_subvect');
 * - a frame's or a block's length: ending in "blocksize", "blocksamples",
 *   "framelen", "framelength", "framesize", "datalen" or "samplecount",
 *   not beginning with "sub" or "acc" ('blocksize', 'frame_len',
 *   'data_len', wavpack's 'block_samples'; not speex's 'subframeSize'),
 *   or "samples", "numsamples", "nsamples", "nbsamples" or
 *   "totalsamples" (wavpack's 'num_samples', flac's 'samples'; not
 *   'partition_samples' nor 'delay_samples');
 * - the links of a chained stream: "links" (vorbisfile's 'vf->links':
 *   one in an ordinary file, as every loop over them ran in the vorbis
 *   profiles; not 'nlinks', a graph's as often).
 */
static enum loop_named count_named(const char *name)
{
	static const char *const chan_ends[] = { "channels", "chans",
		"streams", "channelsinternal", NULL };
	static const struct {
		const char *s;
		enum loop_named k;
	} exact[] = {
		{ "nch", NAMED_CHANNELS }, { "nchan", NAMED_CHANNELS },
		{ "ord", NAMED_ORDER }, { "lpcsize", NAMED_ORDER },
		{ "lpcrdr", NAMED_ORDER }, { "subvectsize", NAMED_DIM },
		{ "nbsubvect", NAMED_DIM }, { "links", NAMED_LINKS },
	};
	char low[64];
	size_t n;

	if (!name || !name_lower(name, low, sizeof low, &n))
		return NAMED_NONE;
	for (size_t i = 0; i < sizeof exact / sizeof exact[0]; i++)
		if (!strcmp(low, exact[i].s))
			return exact[i].k;
	for (unsigned i = 0; chan_ends[i]; i++) {
		size_t e = strlen(chan_ends[i]);
		if (n >= e && !strcmp(low + n - e, chan_ends[i]))
			return NAMED_CHANNELS;
	}
	if (n >= 5 && !strcmp(low + n - 5, "order") &&
	    !(n >= 6 && !strcmp(low + n - 6, "border")))
		return NAMED_ORDER;
	if (n >= 3 && !strcmp(low + n - 3, "dim"))
		return NAMED_DIM;
	static const char *const frame_ends[] = { "blocksize", "blocksamples",
		"framelen", "framelength", "framesize", "datalen",
		"samplecount", NULL };
	for (unsigned i = 0; frame_ends[i]; i++) {
		size_t e = strlen(frame_ends[i]);
		if (n >= e && !strcmp(low + n - e, frame_ends[i]) &&
		    strncmp(low, "sub", 3) && strncmp(low, "acc", 3))
			return NAMED_FRAME;
	}
	/* a count of samples: 'samples', 'num_samples', 'nsamples',
	 * 'nb_samples', 'total_samples' (not a delay line's
	 * 'delay_samples' nor a partition's 'partition_samples') */
	static const char *const samples[] = { "samples", "numsamples",
		"nsamples", "nbsamples", "totalsamples", NULL };
	for (unsigned i = 0; samples[i]; i++)
		if (!strcmp(low, samples[i]))
			return NAMED_FRAME;
	return NAMED_NONE;
}

/* The variable or member e refers to, through parentheses and casts
 * (flac's '(int)data_len'): its name (to free) and (*var, if var is not
 * NULL) whether it is a variable, not a member; NULL if e is something
 * else. */
static char *named_ref(CXCursor e, bool *var)
{
	if (clang_Cursor_isNull(e))
		return NULL;
	e = strip_implicit(e);
	for (unsigned guard = 0; guard < 8 &&
	     clang_getCursorKind(e) == CXCursor_CStyleCastExpr; guard++) {
		struct kids k;
		kids_get(e, &k);
		kids_expr(&k);
		bool one = k.n == 1;
		CXCursor x = one ? k.p[0] : clang_getNullCursor();
		kids_release(&k);
		if (!one)
			return NULL;
		e = strip_implicit(x);
	}
	enum CXCursorKind k = clang_getCursorKind(e);
	if (k != CXCursor_DeclRefExpr && k != CXCursor_MemberRefExpr)
		return NULL;
	if (var)
		*var = k == CXCursor_DeclRefExpr;
	return cursor_name(e);
}

/* 'c < C', 'while (++c < C)': a bound variable 'C' that a counter 'c'
 * counts up to is opus's channels (all 32 such loops of the nine code
 * bases of docs/precision.md); 'C' alone may be a matrix's columns. */
static bool channel_pair(CXCursor bound, const char *ctr)
{
	bool var = false;
	char *name = ctr && !strcmp(ctr, "c") ? named_ref(bound, &var) : NULL;
	bool r = name && var && !strcmp(name, "C");

	free(name);
	return r;
}

/* What kind of count loop end e is: a variable or member named so
 * (count_named()), or a local or parameter 'CC' (opus) or 'ch' (vorbis's
 * residue and psychoacoustics), channels; not 'C', a matrix's columns as
 * often as opus's channels? */
static enum loop_named named_end(CXCursor e)
{
	bool var = false;
	char *name = named_ref(e, &var);
	enum loop_named r = name ? count_named(name) : NAMED_NONE;
	if (name && !r && var &&
	    (!strcmp(name, "CC") || !strcmp(name, "ch")))
		r = NAMED_CHANNELS;
	free(name);
	/* the channels and a few more ('ch + vi->coupling_steps', vorbis's
	 * accumulators: 3 for stereo): a count of channels, whatever the
	 * other operand names */
	e = strip_implicit(strip_parens(e));
	if (!r && clang_getCursorKind(e) == CXCursor_BinaryOperator &&
	    binop(e) == MOP_ADD &&
	    mtype_of(clang_getCanonicalType(clang_getCursorType(e))).kind == MT_INT) {
		struct kids k;
		kids_get(e, &k);
		for (unsigned i = 0; k.n == 2 && i < 2 && !r; i++) {
			/* (the other a member: 'char *ch' plus a length is
			 * a pointer, and no count) */
			CXCursor o = strip_implicit(strip_parens(k.p[1 - i]));
			if (clang_getCursorKind(o) == CXCursor_MemberRefExpr &&
			    mtype_of(clang_getCanonicalType(clang_getCursorType(o))).kind == MT_INT &&
			    mtype_of(clang_getCanonicalType(clang_getCursorType(k.p[i]))).kind == MT_INT &&
			    named_end(k.p[i]) == NAMED_CHANNELS &&
			    named_end(o) == NAMED_NONE)
				r = NAMED_CHANNELS;
		}
		kids_release(&k);
	}
	return r;
}

/* Is name a sample's width in bits: in lower case without '_', ending
 * in "bps", "bitspersample" or "bitdepth" ('subframe_bps', 'bps',
 * 'bits_per_sample'; not a rate, 'bitrate_bps', 'kbps')? */
static bool width_named(const char *name)
{
	char low[64];
	size_t n;

	if (!name_lower(name, low, sizeof low, &n))
		return false;
	static const char *const ends[] = { "bps", "bitspersample", "bitdepth",
					    NULL };
	bool end = false;
	for (unsigned i = 0; ends[i] && !end; i++) {
		size_t e = strlen(ends[i]);
		end = n >= e && !strcmp(low + n - e, ends[i]);
	}
	/* (bytes per second, 'Bps', and rates: 'kbps', 'link_mbps') */
	size_t len = strlen(name);
	return end && !strstr(low, "rate") &&
	       !(n >= 4 && (!strcmp(low + n - 4, "kbps") ||
			    !strcmp(low + n - 4, "mbps"))) &&
	       !(len >= 3 && !strcmp(name + len - 3, "Bps"));
}

/* The arms of an if on condition cond that only samples wider than 24
 * bits take (node.arm_wide: bit 0 the then arm, bit 1 the else arm).
 * The condition compares a sample's width (width_named()), alone or plus
 * a constant or a filter's order (8 taps, as count_named() says), with a
 * constant: flac's 'if (subframe_bps <= 32) ... else' (33 bits and more:
 * the side channel of 32-bit stereo), 'if (subframe_bps < 28)' (its else
 * 28 and more), 'if (subframe_bps + order <= 32) ... else' (a fixed
 * predictor's order of at most 4: 29 and more); not 'bps + ilog2(n) <
 * 32', whose other operand is no small count, nor 'bps <= 16'.  Usual
 * audio has 16 or 24 bits. */
/* Is c a comparison of an operand with a constant: as 'e op lim', the
 * constant moved to the right ('32 > bps' is 'bps < 32')? */
static bool const_compare(CXCursor c, enum mop *op, int64_t *lim, CXCursor *e)
{
	if (clang_getCursorKind(c) != CXCursor_BinaryOperator)
		return false;
	*op = binop(c);
	if (*op < MOP_LT || *op > MOP_NE)
		return false;
	struct kids k;
	kids_get(c, &k);
	int side = -1;	/* the operand that is no constant */
	if (k.n == 2 && const_of(k.p[1], lim))
		side = 0;
	else if (k.n == 2 && const_of(k.p[0], lim))
		side = 1;
	if (side >= 0)
		*e = k.p[side];
	kids_release(&k);
	if (side == 1)
		*op = mop_swapped(*op);
	return side >= 0;
}

static uint8_t wide_arms(CXCursor cond)
{
	enum mop op;
	int64_t lim;
	CXCursor e;	/* the operand holding the width */
	if (!const_compare(strip_implicit(cond), &op, &lim, &e) ||
	    op == MOP_EQ || op == MOP_NE)
		return 0;
	e = strip_implicit(e);
	/* the least the operand is on the arm where it is large */
	int64_t high = op == MOP_LT || op == MOP_GE ? lim : lim + 1;
	int64_t add = 0;
	if (clang_getCursorKind(e) == CXCursor_BinaryOperator &&
	    binop(e) == MOP_ADD) {
		struct kids a;
		kids_get(e, &a);
		int w = -1;
		for (unsigned i = 0; a.n == 2 && i < 2 && w < 0; i++) {
			char *name = named_ref(a.p[i], NULL);
			if (name && width_named(name))
				w = (int)i;
			free(name);
		}
		int64_t c = 0;
		bool ok = w >= 0;
		if (ok && !const_of(a.p[1 - w], &c)) {
			char *name = named_ref(a.p[1 - w], NULL);
			ok = name && count_named(name) == NAMED_ORDER;
			c = MODEL_ORDER;
			free(name);
		}
		kids_release(&a);
		if (!ok || c < 0)
			return 0;
		add = c;
	} else {
		char *name = named_ref(e, NULL);
		bool ok = name && width_named(name);
		free(name);
		if (!ok)
			return 0;
	}
	/* (a width has at most 64 bits: 'max_bps > 64000' is a rate) */
	if (high - add <= 24 || lim > 64)
		return 0;
	return op == MOP_GT || op == MOP_GE ? 1 : 2;
}

/* How a test of one operand, a channel count, against a constant comes
 * out for a stereo stream: 1 holds, 0 fails, -1 not such a test.  A count
 * of channels by its name (model_channel_count_name(): 'channels',
 * 'nch', 'num_channels_in', 'nChannelsAPI'; not 'num_lfe_channels', a
 * part of them, 'nChannelsInternal', a coded count, nor a stream count,
 * 'nb_streams', whose usual value is one coupled stream, nor 'ch' or 'C',
 * which are as often a counter or a matrix's columns), through casts. */
static int stereo_test(CXCursor c)
{
	enum mop op;
	int64_t lim;
	CXCursor e;
	if (!const_compare(strip_implicit(strip_parens(c)), &op, &lim, &e))
		return -1;
	char *name = named_ref(e, NULL);
	bool chans = model_channel_count_name(name);
	free(name);
	if (!chans)
		return -1;
	const int64_t v = 2;
	switch (op) {
	case MOP_LT: return v < lim;
	case MOP_LE: return v <= lim;
	case MOP_GT: return v > lim;
	case MOP_GE: return v >= lim;
	case MOP_EQ: return v == lim;
	default: return v != lim;
	}
}

/* The arms of an if on condition cond that a stereo stream does not take
 * (node.arm_wide bits 2 and 3: the then arm, the else arm): the
 * condition tests a channel count against a constant (stereo_test()), or
 * is an '&&' with such a test that fails for two channels (its then arm)
 * or an '||' with one that holds (its else arm): opus's 'if
 * (encControl->nChannelsInternal == 1)', twolame's 'if
 * (num_channels_in == 2) ... else' (mono input), 'if (channels > 2)'
 * (surround).  Usual audio is stereo, as the loops over channels count
 * it (2 passes). */
static uint8_t stereo_arms(CXCursor cond)
{
	cond = strip_implicit(strip_parens(cond));
	int t = stereo_test(cond);
	if (t >= 0)
		return t ? 8 : 4;
	if (clang_getCursorKind(cond) != CXCursor_BinaryOperator)
		return 0;
	enum mop op = binop(cond);
	if (op != MOP_LAND && op != MOP_LOR)
		return 0;
	struct kids k;
	kids_get(cond, &k);
	uint8_t r = 0;
	for (unsigned i = 0; k.n == 2 && i < 2 && !r; i++) {
		/* (nested: 'a && b && c' is '(a && b) && c') */
		uint8_t in = stereo_arms(k.p[i]);
		if (op == MOP_LAND && (in & 4))
			r = 4;
		if (op == MOP_LOR && (in & 8))
			r = 8;
	}
	kids_release(&k);
	return r;
}

/* The named count a decrement counts down ('num_samples--',
 * '--nsamples'), NAMED_NONE if c is no such decrement; *ctr (to free)
 * the variable or member (*var: a variable). */
static enum loop_named dec_named(CXCursor c, char **ctr, bool *var)
{
	c = strip_implicit(c);
	if (clang_getCursorKind(c) != CXCursor_UnaryOperator)
		return NAMED_NONE;
	enum mop op = unop(c);
	if (op != MOP_POSTDEC && op != MOP_PREDEC)
		return NAMED_NONE;
	struct kids k;
	kids_get(c, &k);
	enum loop_named r = k.n == 1 ? named_end(k.p[0]) : NAMED_NONE;
	if (r && !(*ctr = named_ref(k.p[0], var)))
		r = NAMED_NONE;
	kids_release(&k);
	return r;
}

/* A while or do-while condition that compares its counter with a named
 * count ('while (++c < CC)', 'while (c < nch)', 'while (j < order)'),
 * the counter itself not named so, or that counts a named count down to
 * 0 ('while (num_samples--)', 'while (n-- > 0)', 'while (0 < n--)').
 * *ctr (to free, *var: a variable, not a member) gets the counter when it
 * is a variable or member, stepped in the condition or not, for
 * unit_steps(); NULL otherwise ('c + 1 < channels': no check). */
static enum loop_named cond_named(CXCursor cond, char **ctr, bool *var)
{
	struct kids k;
	enum loop_named r = NAMED_NONE;

	*ctr = NULL;
	cond = strip_parens(cond);
	if ((r = dec_named(cond, ctr, var)))
		return r;
	if (clang_getCursorKind(cond) != CXCursor_BinaryOperator)
		return NAMED_NONE;
	enum mop op = binop(cond);
	int64_t zero;
	if (op == MOP_GT || op == MOP_NE || op == MOP_LT) {
		kids_get(cond, &k);
		if (k.n == 2 && op != MOP_LT && const_of(k.p[1], &zero) &&
		    zero == 0)
			r = dec_named(k.p[0], ctr, var);
		else if (k.n == 2 && op != MOP_GT && const_of(k.p[0], &zero) &&
			 zero == 0)
			r = dec_named(k.p[1], ctr, var);
		kids_release(&k);
		if (r)
			return r;
	}
	if (op != MOP_LT && op != MOP_LE && op != MOP_GT && op != MOP_GE &&
	    op != MOP_NE)
		return NAMED_NONE;
	kids_get(cond, &k);
	if (k.n == 2) {
		bool rev = op == MOP_GT || op == MOP_GE;
		r = named_end(k.p[rev ? 0 : 1]);
		if (r && named_end(k.p[rev ? 1 : 0]))
			r = NAMED_NONE;
		CXCursor c = strip_implicit(k.p[rev ? 1 : 0]);
		if (clang_getCursorKind(c) == CXCursor_UnaryOperator) {
			struct kids u;	/* '++c < CC' */
			kids_get(c, &u);
			c = u.n == 1 ? strip_implicit(u.p[0]) : clang_getNullCursor();
			kids_release(&u);
		}
		if (r)
			*ctr = named_ref(c, var);
		else if (op == MOP_LT || op == MOP_NE) {
			/* opus's 'while (++c < C)' */
			char *cn = named_ref(c, var);
			if (channel_pair(k.p[1], cn) && *var) {
				r = NAMED_CHANNELS;
				*ctr = cn;
			} else {
				free(cn);
			}
		}
	}
	kids_release(&k);
	return r;
}

/* Does loop li write its counter, variable (var) or member 'name', only
 * by steps of one ('c++', '++c', 'c--', 'c += 1'), not 'j += n', 'n -=
 * 15' nor 'c = 0'?  (A member of the same name is another object than a
 * variable: 's->n = n' leaves the counter n alone.) */
static bool unit_steps(const struct model *m, int li, const char *name,
		       bool var)
{
	const struct loop *l = &m->loops[li];
	enum node_kind kind = var ? NK_REF : NK_MEMBER;

	for (int i = l->first_node; i < l->last_node; i++) {
		const struct node *x = &m->nodes[i];
		if (x->kind != kind || !x->name || strcmp(x->name, name) ||
		    !(x->flags & NF_STORE))
			continue;
		const struct node *p = x->parent >= 0 ? &m->nodes[x->parent] : NULL;
		if (p && p->kind == NK_UNARY &&
		    (p->op == MOP_PREINC || p->op == MOP_POSTINC ||
		     p->op == MOP_PREDEC || p->op == MOP_POSTDEC))
			continue;
		if (p && p->kind == NK_ASSIGN_OP &&
		    (p->op == MOP_ADD || p->op == MOP_SUB) && p->rhs.is_const &&
		    (p->rhs.ival == 1 || p->rhs.ival == -1))
			continue;
		return false;
	}
	return true;
}

/* Is variable name, which the condition of while loop li compares, stepped
 * in the loop only by the increments of loops inside it (at least once):
 * a loop over chunks (loop.chunks)? */
static bool chunk_steps(const struct model *m, int li, const char *name)
{
	const struct loop *l = &m->loops[li];
	unsigned n = 0;

	for (int i = l->first_node; i < l->last_node; i++) {
		const struct node *x = &m->nodes[i];
		if (x->kind == NK_DECL && x->name && !strcmp(x->name, name))
			return false;	/* shadowed */
		if (x->kind != NK_REF || !x->name || strcmp(x->name, name) ||
		    (!(x->flags & NF_STORE) && !model_addr_of(m, x)))
			continue;
		if (x->loop == li || x->loop < 0)
			return false;
		const struct loop *in = &m->loops[x->loop];
		if (in->parent != li || i < in->inc_first || i >= in->inc_last ||
		    in->trip_known)
			return false;
		/* the inner loop's condition (before its increment) tests
		 * the counter too: it runs to the same end */
		bool tests = false;
		for (int q = in->first_node; q < in->inc_first && !tests; q++)
			tests = m->nodes[q].kind == NK_REF && m->nodes[q].name &&
				!strcmp(m->nodes[q].name, name) &&
				!(m->nodes[q].flags & NF_STORE);
		if (!tests)
			return false;
		n++;
	}
	return n > 0;
}

static void walk_while(struct walker *w, CXCursor c, bool is_do)
{
	struct kids k;
	struct cond_counter cc = { .ok = false };
	struct geo_cond gc = { .ok = false };
	unsigned cfrom = 0, cto = 0, body = 0;
	int cond_node = -1;
	struct set_before sb = w->set_prev;
	char *ctr = NULL;	/* the counter a named count bounds */
	bool ctr_var = true;

	w->set_prev.ok = false;
	kids_get(c, &k);
	if (is_do && k.n == 2 && do_once(k.p[1])) {
		unsigned saved = w->switch_depth;
		w->switch_depth++;
		walk_stmt(w, k.p[0]);
		w->switch_depth = saved;
		kids_release(&k);
		return;
	}
	unsigned saved_switch = w->switch_depth;
	w->switch_depth = 0;	/* a break in the body leaves this loop */
	int li = push_loop(w, c, is_do ? LOOP_DO : LOOP_WHILE);
	for (unsigned i = 0; i < k.n; i++) {
		bool is_cond = is_do ? i == k.n - 1 : i + 1 < k.n;
		if (is_cond && clang_isExpression(clang_getCursorKind(k.p[i]))) {
			cc = do_step(w, k.p[i]);
			if (!cc.ok)
				gc = geo_cond(k.p[i]);
			free(ctr);
			w->m->loops[li].named = (uint8_t)cond_named(k.p[i], &ctr,
								     &ctr_var);
		}
		if (!is_cond && !body)
			body = w->m->nnodes;
		if (is_cond && clang_isExpression(clang_getCursorKind(k.p[i]))) {
			cfrom = w->m->nnodes;
			struct ex e = walk_full_expr(w, k.p[i]);
			cond_node = e.node;
			cto = w->m->nnodes;
			mark(w, e.node, NF_ZERO_TEST);
		} else {
			walk_stmt(w, k.p[i]);
		}
	}
	pop_loop(w, li);
	if (k.n && body_leaves(k.p[is_do ? 0 : k.n - 1]) &&
	    !w->m->loops[li].continued && !w->m->loops[li].labelled)
		model_loop_at_most(&w->m->loops[li], 1);
	if (is_do && cond_node >= 0)
		w->m->loops[li].cond_line = w->m->nodes[cond_node].line;
	w->m->loops[li].cond_lazy = lazy_cond(w->m, cfrom, cto);
	w->m->loops[li].data_exit = reads_data(w->m, &w->m->loops[li], cfrom,
					       cto);
	note_string_walk(w, li, cond_node);
	set_counter(w, li, &cc, &sb, is_do);
	if (!cc.ok && !is_do && cond_node >= 0 && k.n == 2)
		body_counter(w, li, k.p[0], &sb);
	if (!cc.ok && !is_do && body)
		shift_countdown(w, li, cond_node, body);
	/* a named count compared with a counter the loop moves otherwise
	 * than by steps of one ('do { ...; j += n; } while (j < samples)',
	 * flac's chunks of a frame): no count */
	if (ctr && !unit_steps(w->m, li, ctr, ctr_var))
		w->m->loops[li].named = NAMED_NONE;
	/* a counter the loops inside step: a pass per chunk */
	if (ctr && ctr_var && !cc.ok && !w->m->loops[li].trip_known &&
	    chunk_steps(w->m, li, ctr)) {
		w->m->loops[li].named = NAMED_NONE;
		w->m->loops[li].chunks = true;
	}
	free(ctr);
	note_cond_counter(w, li, &cc, is_do);
	param_countdown(w, li, body, &cc, is_do);
	/* (for model_guard_bounds(): 'while (--bytecnt)' in an arm where
	 * bytecnt < 6) */
	if (cc.ok && !is_do && !w->m->loops[li].start_known &&
	    w->m->loops[li].step_known && w->m->loops[li].step == -1 &&
	    (cc.cmp == MOP_NE || cc.cmp == MOP_GT) && cc.bound >= 0) {
		w->m->loops[li].cond_countdown = true;
		w->m->loops[li].bound = cc.bound;
	}
	note_geo_counter(w, li, &gc, body ? body : (unsigned)w->m->loops[li].first_node,
			 is_do);
	/* (after the counters: a geometric one, 'x /= 10', is no walk) */
	if (cond_node >= 0)
		w->m->loops[li].data_walk = data_walk(w->m, li, cfrom, cto);
	w->switch_depth = saved_switch;
	kids_release(&k);
}

/* What nodes [from, to) of an arm hold; returns the operation count. */
static unsigned arm_scan(struct walker *w, unsigned from, unsigned to,
			 uint8_t *flags)
{
	unsigned ops = 0;

	for (unsigned i = from; i < to; i++) {
		const struct node *n = &w->m->nodes[i];
		if (n->type.is_volatile &&
		    (n->kind == NK_REF || n->kind == NK_SUBSCRIPT ||
		     n->kind == NK_MEMBER || n->kind == NK_UNARY))
			*flags |= ARM_VOLATILE;
		switch (n->kind) {
		case NK_REF:
			if (n->flags & NF_STORE)
				ops++;	/* a guarded register write */
			break;
		case NK_FLOAT_LIT:
			break;
		case NK_DECL:
			*flags |= ARM_DECL;
			break;
		case NK_CALL:
			*flags |= ARM_CALL;
			ops++;
			break;
		case NK_BINARY:
			if (n->op != MOP_ASSIGN && n->op != MOP_COMMA)
				ops++;
			break;
		case NK_SUBSCRIPT:
		case NK_MEMBER:
			if (n->flags & NF_STORE)
				*flags |= ARM_STORE;
			if (n->type.kind != MT_ARRAY)
				ops++;
			break;
		case NK_UNARY:
			if (n->op == MOP_DEREF && (n->flags & NF_STORE))
				*flags |= ARM_STORE;
			ops++;
			break;
		default:
			ops++;
			break;
		}
	}
	return ops;
}

static bool error_return(CXCursor c);

/* How if arm s ends, by its last statement at top level: ONCE_RETURN
 * with a return, or an if-else both of whose arms end so (wavpack's
 * checksum block, 'if (meta_bc == 4) { ...; return; } else { ...;
 * return; }') (*err: every such return an error return, error_return()),
 * ONCE_BREAK with a break of the loop around the if (not of a switch or
 * a do-while(0) wrapper), 0 otherwise. */
/* Statement s, or the last statement of its block (of the last block of
 * its blocks, 64 deep at most); a null cursor for an empty block. */
static CXCursor last_stmt(CXCursor s)
{
	for (unsigned guard = 0; guard < 64 &&
	     clang_getCursorKind(s) == CXCursor_CompoundStmt; guard++) {
		struct kids k;
		kids_get(s, &k);
		s = k.n ? k.p[k.n - 1] : clang_getNullCursor();
		kids_release(&k);
	}
	return s;
}

/* Does statement s end with a jump (return, break, continue, goto)? */
static bool ends_in_jump(CXCursor s)
{
	enum CXCursorKind kind = clang_getCursorKind(last_stmt(s));

	return kind == CXCursor_ReturnStmt || kind == CXCursor_BreakStmt ||
	       kind == CXCursor_ContinueStmt || kind == CXCursor_GotoStmt;
}

static uint8_t arm_exit(const struct walker *w, CXCursor s, bool *err)
{
	*err = false;
	s = last_stmt(s);
	enum CXCursorKind kind = clang_getCursorKind(s);
	if (kind == CXCursor_ReturnStmt) {
		*err = error_return(s);
		return ONCE_RETURN;
	}
	if (kind == CXCursor_IfStmt) {
		struct kids k;
		bool e0, e1;
		uint8_t r = 0;
		kids_get(s, &k);
		if (k.n == 3 &&
		    arm_exit(w, k.p[1], &e0) == ONCE_RETURN &&
		    arm_exit(w, k.p[2], &e1) == ONCE_RETURN) {
			r = ONCE_RETURN;
			*err = e0 && e1;
		}
		kids_release(&k);
		return r;
	}
	if (kind == CXCursor_BreakStmt)
		return w->loop >= 0 && w->switch_depth == 0 ? ONCE_BREAK : 0;
	return 0;
}

static void walk_if(struct walker *w, CXCursor c)
{
	struct kids k;
	uint8_t flags = 0, exits_how[2] = { 0, 0 }, err_how = 0, jump = 0;
	unsigned ops[2] = { 0, 0 }, arm = 0;
	int ends[2] = { 0, 0 };
	int i = -1;

	kids_get(c, &k);
	for (unsigned j = 0; j < k.n; j++) {
		if (j == 0 && clang_isExpression(clang_getCursorKind(k.p[j]))) {
			struct ex e = walk_full_expr(w, k.p[j]);
			mark(w, e.node, NF_ZERO_TEST);
			i = new_node(w, NK_IF, c);
			N(w, i)->lhs.node = e.node;
			if (w->loop < 0 && !w->if_depth && !w->switch_depth &&
			    !w->in_expr)
				N(w, i)->flags |= NF_TOP_IF;
			/* (the condition's types: an integer cast makes no
			 * node, '(unsigned char)esc') */
			N(w, i)->lhs.type = e.type;
			N(w, i)->lhs.src_type = e.src_type;
			if (e.node >= 0)
				N(w, e.node)->parent = i;
			continue;
		}
		unsigned from = w->m->nnodes, loops = w->m->nloops;
		unsigned exits = w->exits;
		unsigned d = w->if_depth < 63 ? ++w->if_depth : w->if_depth;
		w->leaves[d] = 0;
		w->conts[d] = 0;
		w->arm_loop[d] = w->loop;
		w->arm_switch[d] = w->switch_depth;
		walk_stmt(w, k.p[j]);
		/* an arm that leaves the loop runs at most once per run of
		 * it: the branches inside are no per-iteration cost */
		if (w->leaves[d]) {
			for (unsigned q = from; q < w->m->nnodes; q++)
				if (w->m->nodes[q].kind == NK_IF)
					w->m->nodes[q].flags |= NF_EXIT_PATH;
			flags |= ARM_LEAVES;
		}
		if (w->if_depth == d && d > 0)
			w->if_depth--;
		if (arm < 2) {
			ops[arm] = arm_scan(w, from, w->m->nnodes, &flags);
			ends[arm] = (int)w->m->nnodes;
			bool err;
			exits_how[arm] = arm_exit(w, k.p[j], &err);
			/* a path of it that goes round again ('if (!blocks) {
			 * ...; continue; }' before the arm's return): only what
			 * follows the last such path runs once */
			if (w->conts[d] && exits_how[arm] && i >= 0) {
				struct model *m = w->m;
				if (m->nonce_from == m->caponce_from)
					m->once_from = xrealloc(m->once_from,
						(m->caponce_from = 2 * m->caponce_from + 8) *
						sizeof(*m->once_from));
				m->once_from[m->nonce_from++] = (struct once_from){
					i, (uint8_t)arm, (int)w->cont_at[d] };
			}
			if (err)
				err_how |= (uint8_t)(1u << arm);
			if (ends_in_jump(k.p[j]))
				jump |= (uint8_t)(1u << arm);
		}
		if (w->m->nloops != loops)
			flags |= ARM_LOOP;
		if (w->exits != exits)
			flags |= ARM_EXIT;
		if (arm == 1)
			flags |= ARM_ELSE;
		arm++;
	}
	if (i >= 0) {
		struct node *n = N(w, i);
		n->arm_ops[0] = (uint16_t)(ops[0] > 65535 ? 65535 : ops[0]);
		n->arm_ops[1] = (uint16_t)(ops[1] > 65535 ? 65535 : ops[1]);
		n->arm_flags = flags;
		n->arm_end[0] = ends[0];
		n->arm_end[1] = ends[1];
		n->arm_exit[0] = exits_how[0];
		n->arm_exit[1] = exits_how[1];
		n->arm_err = err_how;
		n->arm_jump = jump;
		n->arm_wide = k.n > 1 ? wide_arms(k.p[0]) |
			      stereo_arms(k.p[0]) : 0;
		if (!(flags & ARM_ELSE))
			n->arm_wide &= 1 | 4;
	}
	kids_release(&k);
}

static void walk_stmt_at(struct walker *w, CXCursor c);

/* A label (its name) or a goto (the name of the label it jumps to), in
 * the loop being walked. */
static void note_jump(struct walker *w, CXCursor c, bool label)
{
	char *name = cursor_name(label ? c : clang_getCursorReferenced(c));

	if (label && w->func >= 0)
		w->m->funcs[w->func].has_label = true;
	if (!name || !*name) {
		free(name);
		return;
	}
	if (w->njumps == w->capjumps) {
		w->capjumps = w->capjumps ? w->capjumps * 2 : 8;
		w->jumps = xrealloc(w->jumps, w->capjumps * sizeof(*w->jumps));
		w->is_label = xrealloc(w->is_label, w->capjumps * sizeof(*w->is_label));
	}
	w->jumps[w->njumps] = (struct jump){ name, w->loop };
	w->is_label[w->njumps++] = label;
}

/* Is loop a the loop g or one around it? */
static bool encloses(const struct model *m, int a, int g)
{
	for (; g >= 0; g = m->loops[g].parent)
		if (g == a)
			return true;
	return false;
}

/*
 * A goto into a loop from outside it ('if (!pi->first) goto LABEL_SKIP;'
 * before the nest whose innermost body holds 'LABEL_SKIP:', openjpeg's
 * packet iterators): each call resumes the nest where the last one left it
 * and returns at the next packet, so the nest is walked once over all the
 * calls, not once per call.  Every loop around the label that does not
 * also hold the goto is resumed: one iteration per call, assumed.
 */
struct jump_ref {
	const char *label;
	unsigned idx;
};

static int cmp_jump(const void *a, const void *b)
{
	return strcmp(((const struct jump_ref *)a)->label,
		      ((const struct jump_ref *)b)->label);
}

static void resumed_loops(struct walker *w)
{
	struct model *m = w->m;
	/* the labels and gotos sorted by name: each label meets only the
	 * gotos to it (a function of thousands of gotos stays n log n) */
	struct jump_ref *ord = xcalloc(w->njumps ? w->njumps : 1, sizeof(*ord));

	for (unsigned i = 0; i < w->njumps; i++)
		ord[i] = (struct jump_ref){ w->jumps[i].label, i };
	if (w->njumps > 1)
		qsort(ord, w->njumps, sizeof(*ord), cmp_jump);
	for (unsigned a = 0, b; a < w->njumps; a = b) {
		for (b = a + 1; b < w->njumps && !strcmp(ord[a].label, ord[b].label); b++)
			;
		for (unsigned x = a; x < b; x++)
		for (unsigned y = a; y < b; y++) {
			unsigned i = ord[x].idx, j = ord[y].idx;
			if (!w->is_label[i] || w->jumps[i].loop < 0 || w->is_label[j])
				continue;
			/* the loops the goto enters; resumed only when the
			 * outermost of them returns from inside (an iterator
			 * that leaves at each item): a one-off jump into a
			 * loop ('goto test; while (...) { ...; test: ; }')
			 * runs it whole */
			int top = -1;
			for (int l = w->jumps[i].loop; l >= 0 &&
			     !encloses(m, l, w->jumps[j].loop); l = m->loops[l].parent)
				top = l;
			if (top < 0 || !m->loops[top].returns)
				continue;
			for (int l = w->jumps[i].loop; l >= 0 &&
			     !encloses(m, l, w->jumps[j].loop); l = m->loops[l].parent) {
				struct loop *lp = &m->loops[l];
				if (lp->trip_profiled || lp->resumed)
					continue;
				lp->resumed = true;
				lp->trip_known = false;
				lp->trip_bounded = true;
				lp->trip_upper = true;
				lp->trip = 1;
			}
		}
	}
	free(ord);
	for (unsigned i = 0; i < w->njumps; i++)
		free(w->jumps[i].label);
	w->njumps = 0;
}

static void walk_stmt(struct walker *w, CXCursor c)
{
	if (w->depth >= WALK_MAX_DEPTH) {
		w->too_deep = true;
		return;
	}
	w->depth++;
	enum CXCursorKind ck = clang_getCursorKind(c);
	if (ck == CXCursor_CaseStmt || ck == CXCursor_DefaultStmt)
		w->ncases++;	/* (an entry a range check may not dominate) */
	walk_stmt_at(w, c);
	w->depth--;
	/* whether control can reach what follows c (a case label after it
	 * is fallen into): blocks and labels end as their last statement
	 * does, an if or a loop may not jump */
	switch (clang_getCursorKind(c)) {
	case CXCursor_BreakStmt:
	case CXCursor_ContinueStmt:
	case CXCursor_ReturnStmt:
	case CXCursor_GotoStmt:
	case CXCursor_IndirectGotoStmt:
		w->last_jump = true;
		w->last_return = clang_getCursorKind(c) == CXCursor_ReturnStmt;
		break;
	case CXCursor_CompoundStmt:
	case CXCursor_CaseStmt:
	case CXCursor_DefaultStmt:
	case CXCursor_NullStmt:
		break;
	default:	/* (a label too: a goto may reach what follows) */
		w->last_jump = w->last_return = false;
		break;
	}
}

/* Does expression c change anything ('p++', 'i = 0', a call)? */
static bool side_effects(CXCursor c, unsigned depth)
{
	enum CXCursorKind k = clang_getCursorKind(c);
	struct kids q;
	bool any = depth > 16 || k == CXCursor_CallExpr;

	if (k == CXCursor_UnaryOperator) {
		enum mop op = unop(c);
		any |= op == MOP_PREINC || op == MOP_PREDEC ||
		       op == MOP_POSTINC || op == MOP_POSTDEC;
	} else if (k == CXCursor_BinaryOperator ||
		   k == CXCursor_CompoundAssignOperator) {
		any |= k == CXCursor_CompoundAssignOperator ||
		       binop(c) == MOP_ASSIGN;
	}
	kids_get(c, &q);
	for (unsigned i = 0; i < q.n && !any; i++)
		any = side_effects(q.p[i], depth + 1);
	kids_release(&q);
	return any;
}

/* Statement c a plain store 'lhs = rhs' into a structure member: lhs. */
static bool member_store(CXCursor c, CXCursor *lhs)
{
	struct kids k;
	bool ok;

	c = strip_parens(c);
	if (clang_getCursorKind(c) != CXCursor_BinaryOperator ||
	    binop(c) != MOP_ASSIGN)
		return false;
	kids_get(c, &k);
	ok = k.n == 2 && clang_getCursorKind(strip_parens(k.p[0])) ==
			 CXCursor_MemberRefExpr;
	if (ok)
		*lhs = k.p[0];
	kids_release(&k);
	return ok;
}

static bool same_expr(CXCursor a, CXCursor b, unsigned depth);

/* Statements a then b of one block both store into the same member, b
 * unconditionally: a's value is seen only by b's right side. */
static bool killed_store(CXCursor a, CXCursor b)
{
	CXCursor la, lb;

	/* ('(p++)->m = 64; (p++)->m = ...' stores into two objects) */
	return member_store(a, &la) && member_store(b, &lb) &&
	       !side_effects(la, 0) && same_expr(la, lb, 0);
}

static void drop_mfact(struct model *m, unsigned i)
{
	free(m->mfacts[i].member);
	free(m->mfacts[i].pname);
	free(m->mfacts[i].src);
	memmove(&m->mfacts[i], &m->mfacts[i + 1],
		(m->nmfacts - i - 1) * sizeof(*m->mfacts));
	m->nmfacts--;
}

/* Is the constant of case statement c spelled with a name one of whose
 * words is RESET ('case OPUS_RESET_STATE:', 'case SPEEX_RESET_STATE:',
 * 'case ResetState:'), not a longer word ('PRESET_1')?  (The tokens
 * between 'case' and ':' as written: a macro's expansion has the extent
 * of its definition.) */
static bool reset_spelled(CXTranslationUnit tu, CXCursor c, CXCursor body)
{
	CXToken *t = NULL;
	unsigned nt = 0;
	bool found = false;

	/* (up to the statement it labels: not a whole block's tokens; not
	 * a label a macro writes, whose extent starts in its definition) */
	CXSourceLocation b = clang_getRangeStart(clang_getCursorExtent(c));
	CXFile ef, sf;
	unsigned eo, so;
	clang_getExpansionLocation(b, &ef, NULL, NULL, &eo);
	clang_getSpellingLocation(b, &sf, NULL, NULL, &so);
	if (!ef || ef != sf || eo != so)
		return false;
	CXSourceRange r = clang_getRange(b,
		clang_getRangeStart(clang_getCursorExtent(body)));
	clang_tokenize(tu, r, &t, &nt);
	for (unsigned i = 1; i < nt && !found; i++) {
		if (clang_getTokenKind(t[i]) == CXToken_Punctuation) {
			CXString ps = clang_getTokenSpelling(tu, t[i]);
			bool colon = !strcmp(clang_getCString(ps), ":");
			clang_disposeString(ps);
			if (colon)
				break;
		}
		if (clang_getTokenKind(t[i]) != CXToken_Identifier)
			continue;
		CXString sp = clang_getTokenSpelling(tu, t[i]);
		const char *s = clang_getCString(sp);
		for (const char *p = s; p && *p; p++) {
			if (strncasecmp(p, "reset", 5))
				continue;
			/* a word: at the start, after '_' or a lower-case
			 * letter before 'R'; then the end, '_' or an upper
			 * one after a lower-case 't' */
			bool start = p == s || p[-1] == '_' ||
				     (p[0] == 'R' && islower((unsigned char)p[-1]));
			char e = p[5];
			bool end = !e || e == '_' ||
				   (isupper((unsigned char)e) && p[4] == 't');
			if (start && end)
				found = true;
		}
		/* (a query of a reset: 'ENC_GET_RESET_COUNT') */
		if (found && (strstr(s, "GET") || strstr(s, "Get") ||
			      strstr(s, "QUERY") || strstr(s, "Query")))
			found = false;
		clang_disposeString(sp);
	}
	if (t)
		clang_disposeTokens(tu, t, nt);
	return found;
}

/* The last label of switch sw recorded so far, -1 if none. */
static int last_label(const struct model *m, unsigned sw)
{
	for (unsigned k = m->nlabels; k-- > 0;)
		if (m->labels[k].sw == sw)
			return (int)k;
	return -1;
}

/* Record case or default label c of switch sw, its code starting at the
 * next node. */
static void add_label(struct walker *w, unsigned sw, CXCursor c, bool dflt)
{
	struct model *m = w->m;
	struct case_label l = { .sw = sw, .from = (int)m->nnodes,
				.falls_in = !w->last_jump,
				.kind = dflt ? LABEL_DEFAULT : LABEL_UNKNOWN };
	struct kids k;

	kids_get(c, &k);
	/* 'case K:' (a GNU range 'case A ... B:' has two bounds: unknown) */
	if (!dflt && k.n == 2 && const_of(k.p[0], &l.value)) {
		l.kind = LABEL_VALUE;
		l.reset = reset_spelled(w->tu, c, k.p[1]);
	}
	kids_release(&k);
	/* (the code of the switch's label before it ends here) */
	int prev = last_label(m, sw);
	if (prev >= 0)
		m->labels[prev].returns = w->last_return;
	if (m->nlabels == m->caplabels) {
		m->caplabels = m->caplabels ? 2 * m->caplabels : 16;
		m->labels = xrealloc(m->labels, m->caplabels * sizeof(*m->labels));
	}
	m->labels[m->nlabels++] = l;
}

/* Statement c of the body of switch sw: its labels ('case 1: case 2:
 * stmt'), then the statement. */
static void walk_labelled(struct walker *w, unsigned sw, CXCursor c)
{
	enum CXCursorKind kind = clang_getCursorKind(c);
	struct kids k;

	if ((kind != CXCursor_CaseStmt && kind != CXCursor_DefaultStmt) ||
	    w->depth >= WALK_MAX_DEPTH) {
		walk_stmt(w, c);
		return;
	}
	add_label(w, sw, c, kind == CXCursor_DefaultStmt);
	w->last_jump = w->last_return = false;
	kids_get(c, &k);
	w->depth++;
	if (k.n)
		walk_labelled(w, sw, k.p[k.n - 1]);
	w->depth--;
	kids_release(&k);
}

/* The body of switch sw: the labels of its block's statements are its
 * cases; a label deeper in (Duff's device) makes the cases unknown. */
static void walk_switch_body(struct walker *w, unsigned sw, CXCursor body)
{
	w->last_jump = true;	/* (code before the first label is dead) */
	if (clang_getCursorKind(body) != CXCursor_CompoundStmt) {
		walk_labelled(w, sw, body);
		return;
	}
	w->body_sw = (int)sw + 1;	/* (the block's walk takes it) */
	walk_stmt(w, body);
	w->body_sw = 0;
}

/* Does return statement c return a negative integer constant ('return
 * -1', 'return MPG123_ERR') or a null pointer ('return NULL')? */
static bool error_return(CXCursor c)
{
	struct kids k;
	int64_t v;
	bool err = false;

	kids_get(c, &k);
	if (k.n == 1 && const_of(k.p[0], &v)) {
		CXType t = clang_getCanonicalType(clang_getCursorType(k.p[0]));
		err = v < 0 || (v == 0 && t.kind == CXType_Pointer);
	}
	kids_release(&k);
	return err;
}

/* walk_stmt() below the depth check. */
static void walk_stmt_at(struct walker *w, CXCursor c)
{
	enum CXCursorKind kind = clang_getCursorKind(c);
	struct kids k;
	unsigned sb, se;

	if (clang_isExpression(kind)) {
		walk_full_expr(w, c);
		return;
	}
	switch (kind) {
	case CXCursor_ForStmt:
		walk_for(w, c);
		return;
	case CXCursor_WhileStmt:
		walk_while(w, c, false);
		return;
	case CXCursor_DoStmt:
		walk_while(w, c, true);
		return;
	case CXCursor_IfStmt:
		walk_if(w, c);
		return;
	case CXCursor_CaseStmt:
	case CXCursor_DefaultStmt:
		/* a label below the top of its switch's block: the cases
		 * are not segments of it */
		if (w->cur_switch >= 0) {
			struct node_range *sw = &w->m->switches[w->cur_switch];
			sw->stray = true;
			/* the loops of the switch's body around the label
			 * are entered midway (Duff's device) */
			for (int l = w->loop; l >= 0 &&
			     w->m->loops[l].first_node >= sw->from;
			     l = w->m->loops[l].parent)
				w->m->loops[l].multi_entry = true;
		}
		if (kind == CXCursor_DefaultStmt) {
			kids_get(c, &k);
			for (unsigned i = 0; i < k.n; i++)
				walk_stmt(w, k.p[i]);
			kids_release(&k);
			return;
		}
		/* the label is a constant expression */
		kids_get(c, &k);
		for (unsigned i = 1; i < k.n; i++)
			walk_stmt(w, k.p[i]);
		kids_release(&k);
		return;
	case CXCursor_DeclStmt:
		full_expr(w, c, &sb, &se);
		kids_get(c, &k);
		for (unsigned i = 0; i < k.n; i++)
			if (clang_getCursorKind(k.p[i]) == CXCursor_VarDecl)
				walk_var(w, k.p[i], 0);
		kids_release(&k);
		w->stmt_begin = sb;
		w->stmt_end = se;
		return;
	case CXCursor_BreakStmt:
		/* a break of the innermost switch (no loop of its body
		 * around it): its case's code leaves the switch */
		if (w->cur_switch >= 0 &&
		    (w->loop < 0 || w->m->loops[w->loop].first_node <
		     w->m->switches[w->cur_switch].from)) {
			int l = last_label(w->m, (unsigned)w->cur_switch);
			if (l >= 0)
				w->m->labels[l].leaves = true;
		}
		if (w->loop >= 0 && w->switch_depth == 0)
			w->m->loops[w->loop].early_exit =
				w->m->loops[w->loop].body_exit = true;
		/* switch_depth counts the switches and do-while(0) wrappers
		 * between the break and its loop (reset at each loop) */
		if (w->if_depth && w->loop >= 0 &&
		    w->loop == w->arm_loop[w->if_depth] && w->switch_depth == 0)
			w->leaves[w->if_depth]++;
		w->exits++;
		return;
	case CXCursor_LabelStmt:
		/* a goto back to it repeats what follows: the loops around
		 * it may make more passes than their bodies' ends say */
		for (int l = w->loop; l >= 0; l = w->m->loops[l].parent)
			w->m->loops[l].labelled = true;
		/* a goto may enter the switches around it anywhere: their
		 * cases are no segments (the open ones: their end is not
		 * set yet) */
		for (unsigned s = 0; s < w->m->nswitches; s++)
			if (!w->m->switches[s].to)
				w->m->switches[s].stray = true;
		note_jump(w, c, true);
		kids_get(c, &k);
		for (unsigned i = 0; i < k.n; i++)
			walk_stmt(w, k.p[i]);
		kids_release(&k);
		return;
	case CXCursor_GotoStmt:
		note_jump(w, c, false);
		/* fall through */
	case CXCursor_IndirectGotoStmt:
		for (int l = w->loop; l >= 0; l = w->m->loops[l].parent)
			w->m->loops[l].early_exit = w->m->loops[l].skips = true;
		if (w->if_depth)
			w->leaves[w->if_depth]++;
		/* fall through */
	case CXCursor_ContinueStmt:
		if (w->loop >= 0)
			w->m->loops[w->loop].skips = true;
		if (w->loop >= 0 && clang_getCursorKind(c) == CXCursor_ContinueStmt)
			w->m->loops[w->loop].continued = true;
		for (unsigned d = 1; d <= w->if_depth && d < 64; d++)
			if (w->arm_loop[d] == w->loop ||
			    clang_getCursorKind(c) != CXCursor_ContinueStmt) {
				w->conts[d]++;
				w->cont_at[d] = w->m->nnodes;
			}
		w->exits++;
		return;
	case CXCursor_SwitchStmt: {
		w->switch_depth++;
		kids_get(c, &k);
		unsigned sw = w->m->nswitches;
		int saved_sw = w->cur_switch, cond = -1;
		for (unsigned i = 0; i < k.n; i++) {
			if (i + 1 == k.n && k.n > 1) {
				/* the body: its nodes run for some cases only */
				if (w->m->nswitches == w->m->capswitches) {
					w->m->capswitches = w->m->capswitches ?
						2 * w->m->capswitches : 16;
					w->m->switches = xrealloc(w->m->switches,
						w->m->capswitches * sizeof(*w->m->switches));
				}
				sw = w->m->nswitches++;
				w->m->switches[sw] = (struct node_range){
					.from = (int)w->m->nnodes, .cond = cond,
					.top = w->loop < 0 && !w->if_depth &&
					       w->switch_depth == 1 &&
					       !w->in_expr };
				w->cur_switch = (int)sw;
				walk_switch_body(w, sw, k.p[i]);
				w->m->switches[sw].to = (int)w->m->nnodes;
				int l = last_label(w->m, sw);
				if (l >= 0)
					w->m->labels[l].returns = w->last_return;
				w->cur_switch = saved_sw;
				continue;
			}
			unsigned before = w->m->nnodes;
			walk_stmt(w, k.p[i]);
			/* the condition's top node (operands come first);
			 * none through a cast ('(uint8_t)p->model': the
			 * cases see another value than the field's) */
			cond = i + 2 == k.n && w->m->nnodes > before &&
			       clang_isExpression(clang_getCursorKind(k.p[i])) &&
			       clang_getCursorKind(strip_implicit(k.p[i])) !=
			       CXCursor_CStyleCastExpr ?
			       (int)w->m->nnodes - 1 : -1;
		}
		kids_release(&k);
		w->switch_depth--;
		w->last_jump = false;	/* (a break leaves the switch) */
		return;
	}
	case CXCursor_ReturnStmt:
		for (int l = w->loop; l >= 0; l = w->m->loops[l].parent)
			w->m->loops[l].returns = true;
		/* an error return does not end a loop early in a normal run:
		 * its header count stands (returning a negative constant or
		 * a null pointer, as compilers' static branch predictors take
		 * it: GCC's 'negative return' and 'null return' heuristics) */
		if (!error_return(c))
			for (int l = w->loop; l >= 0; l = w->m->loops[l].parent)
				w->m->loops[l].early_exit =
					w->m->loops[l].body_exit = true;
		if (w->if_depth)
			w->leaves[w->if_depth]++;
		w->exits++;
		kids_get(c, &k);
		for (unsigned i = 0; i < k.n; i++)
			walk_stmt(w, k.p[i]);
		kids_release(&k);
		return;
	case CXCursor_AsmStmt:
		if (w->func >= 0)
			w->m->funcs[w->func].has_asm = true;
		return;
	case CXCursor_StaticAssert:
	case CXCursor_NullStmt:
		return;
	case CXCursor_CompoundStmt: {
		/* a for loop right after another (continue_count()), a loop
		 * right after a constant's assignment (set_counter()) */
		struct done_for prev = { .loop = -1 }, none = { .loop = -1 };
		int sw = w->body_sw - 1;	/* a switch's body */
		unsigned mf_prev = ~0u;	/* the facts before child i - 1 */
		unsigned nguards = w->nguards;
		w->body_sw = 0;
		kids_get(c, &k);
		for (unsigned i = 0; i < k.n; i++) {
			bool is_for = clang_getCursorKind(k.p[i]) ==
				      CXCursor_ForStmt;
			w->sib = is_for ? prev : none;
			w->done = none;
			enum CXCursorKind ik = clang_getCursorKind(k.p[i]);
			w->set_prev = i && (ik == CXCursor_WhileStmt ||
					    ik == CXCursor_DoStmt ||
					    ik == CXCursor_ForStmt) ?
				      set_before(k.p[i - 1]) :
				      (struct set_before){ .ok = false };
			int before = (int)w->m->nnodes;
			unsigned mf = w->m->nmfacts;
			if (sw >= 0)
				walk_labelled(w, (unsigned)sw, k.p[i]);
			else
				walk_stmt(w, k.p[i]);
			prev = is_for ? w->done : none;
			/* 'sbr->N_Q = find_bands(...); sbr->N_Q = min(5,
			 * sbr->N_Q);': the first store's value is never the
			 * member's anywhere else */
			if (sw < 0 && i && mf_prev + 1 == mf &&
			    w->m->nmfacts == mf + 1 &&
			    killed_store(k.p[i - 1], k.p[i]))
				drop_mfact(w->m, mf_prev);
			mf_prev = mf;
			/* (not in a switch's block: a case label may
			 * enter after the check) */
			if (sw < 0 && w->func >= 0 && ik == CXCursor_IfStmt)
				note_guard(w, k.p[i], before);
		}
		while (w->nguards > nguards)
			free(w->guards[--w->nguards].hi_member);
		w->sib = none;
		w->set_prev.ok = false;
		kids_release(&k);
		return;
	}
	default:
		kids_get(c, &k);
		for (unsigned i = 0; i < k.n; i++)
			walk_stmt(w, k.p[i]);
		kids_release(&k);
		return;
	}
}

/* --- functions and the translation unit ------------------------------- */

/* A subscript 'a[ivar]' of a loop whose bound is not a constant, where a
 * is an array of known extent: the loop cannot run past the extent (or the
 * program is wrong), so the extent bounds the trip count estimate. */
/* Loops larger than this are not searched for second counters (each
 * subscript would scan the body: quadratic in the body's size). */
#define UNIT_COUNTER_MAX_NODES 4096

/* Is node i of loop l under an if arm or a lazy operand of the loop's
 * own body (not run on every iteration)? */
static bool conditional_in(const struct model *m, const struct loop *l,
			   int i)
{
	for (int j = l->first_node; j < i; j++) {
		const struct node *x = &m->nodes[j];
		if (x->kind == NK_IF && i < (x->arm_end[1] > x->arm_end[0] ?
					     x->arm_end[1] : x->arm_end[0]))
			return true;
	}
	/* a case of a switch inside the loop */
	for (unsigned s = 0; s < m->nswitches; s++)
		if (m->switches[s].from >= l->first_node &&
		    m->switches[s].from <= i && i < m->switches[s].to)
			return true;
	for (int c = i, p = m->nodes[i].parent; p >= l->first_node &&
	     p < l->last_node; c = p, p = m->nodes[p].parent) {
		const struct node *x = &m->nodes[p];
		if ((x->kind == NK_COND && (x->lhs.node == c || x->rhs.node == c)) ||
		    (x->kind == NK_BINARY && (x->op == MOP_LAND ||
		     x->op == MOP_LOR) && x->rhs.node == c))
			return true;
	}
	return false;
}

/*
 * Is name a counter of loop l other than its induction variable, stepped
 * by one every iteration ('m++' at the end of wavpack's term loop 'while
 * (cnt--) { ... samples_A[m] ...; m++; }'): written in the loop only by
 * that one step, on every path, in l itself?
 */
static bool unit_counter(const struct model *m, const struct loop *l,
			 int li, const char *name, uint64_t extent)
{
	int steps = 0;

	/* a continue or goto may skip the step */
	if (l->skips)
		return false;
	for (int i = l->first_node; i < l->last_node; i++) {
		const struct node *x = &m->nodes[i];
		/* declared in the body: set anew every iteration */
		if (x->kind == NK_DECL && x->name && !strcmp(x->name, name))
			return false;
		if (x->kind != NK_REF || !x->name || strcmp(x->name, name))
			continue;
		/* a narrow unsigned counter wraps within the extent */
		if (x->type.kind == MT_INT && x->type.is_unsigned &&
		    x->type.bits < 64 && (UINT64_C(1) << x->type.bits) <= extent)
			return false;
		const struct node *p = x->parent >= 0 ? &m->nodes[x->parent] : NULL;
		if (p && p->kind == NK_UNARY && p->op == MOP_ADDROF)
			return false;
		if (!(x->flags & NF_STORE))
			continue;
		if (!p || p->kind != NK_UNARY || p->lhs.node != i ||
		    (p->op != MOP_PREINC && p->op != MOP_POSTINC) ||
		    p->loop != li || conditional_in(m, l, x->parent))
			return false;
		steps++;
	}
	return steps == 1;
}

/*
 * A pointer a for header sets to an array's first element and the loop
 * steps once every iteration, dereferenced on every iteration
 * ('for (t = n, dpp = wps->decorr_passes; t--; dpp++) dpp->weight_A =
 * 0;', wavpack's 16 decorrelation passes): at most the array's extent.
 */
static void bound_by_walks(struct walker *w)
{
	struct model *m = w->m;

	for (unsigned k = 0; k < w->npws; k++) {
		const struct ptr_walk *pw = &w->pws[k];
		struct loop *l = pw->loop >= 0 ? &m->loops[pw->loop] : NULL;
		if (l && !l->trip_known && !l->trip_profiled &&
		    (!l->trip_bounded || pw->extent < l->trip) &&
		    l->last_node - l->first_node <= UNIT_COUNTER_MAX_NODES &&
		    unit_counter(m, l, pw->loop, pw->name, pw->extent)) {
			bool deref = false;
			for (int i = l->first_node; i < l->last_node && !deref; i++) {
				const struct node *n = &m->nodes[i];
				const struct node *x = n->lhs.node >= 0 ?
					&m->nodes[n->lhs.node] : NULL;
				deref = ((n->kind == NK_MEMBER && (n->flags & NF_ARROW)) ||
					 (n->kind == NK_UNARY && n->op == MOP_DEREF) ||
					 n->kind == NK_SUBSCRIPT) && x &&
					x->kind == NK_REF && x->name &&
					!strcmp(x->name, pw->name) && n->loop == pw->loop &&
					!conditional_in(m, l, i);
			}
			if (deref) {
				l->trip = pw->extent;
				l->trip_bounded = true;
			}
		}
		free(w->pws[k].name);
	}
	w->npws = 0;
}

/*
 * The variables of index expression x a loop's counter may be: v plus or
 * minus a constant (model_index_var(), *off), or v plus a variable of an
 * unsigned type, which adds 0 or more ('Xlow[l + offset][p]' with a
 * uint8_t offset, faad2's hf_generation): each of the sum's two
 * variables, *off 0 and *more set, the index at least v.  The count.
 */
static unsigned index_vars(const struct model *m, const struct node *x,
			   const struct node *v[2], int64_t *off, bool *more)
{
	*more = false;
	if ((v[0] = model_index_var(m, x, off)))
		return 1;
	if (x->kind != NK_BINARY || x->op != MOP_ADD || x->lhs.node < 0 ||
	    x->rhs.node < 0)
		return 0;
	int a = model_skip_conv(m, x->lhs.node), b = model_skip_conv(m, x->rhs.node);
	if (a < 0 || b < 0)
		return 0;
	const struct node *na = &m->nodes[a], *nb = &m->nodes[b];
	if (na->kind != NK_REF || !na->name || nb->kind != NK_REF || !nb->name ||
	    na->type.kind != MT_INT || nb->type.kind != MT_INT)
		return 0;
	/* a plus something at least 0: an unsigned narrower than int,
	 * promoted without wrapping around ('-8u' added is 8 less) */
	unsigned k = 0;
	if (nb->type.is_unsigned && nb->type.bits < 32)
		v[k++] = na;
	if (na->type.is_unsigned && na->type.bits < 32)
		v[k++] = nb;
	*more = k > 0;
	return k;
}

/*
 * A parameter declared an array ('qmf_t Xlow[MAX_NTSRHFG][64]') has its
 * declared type at its uses: its extent is the one its callers are told
 * to pass, as GCC's -Warray-parameter reads it, and bounds the loops that
 * index it -- unless the function moves, replaces or takes the address of
 * the parameter ('a += 4'), or declares it with one element, the old way
 * to write 'a[]'.
 */
/* Does array base (indexed by subscript n) of function func bound
 * nothing: a parameter the function moves, or declared with one element? */
static bool unbounding(const struct model *m, int func, const struct node *base,
		       const struct node *n)
{
	if (base->kind != NK_REF || !base->name || (base->flags & NF_GLOBAL_REF) ||
	    model_param_index(m, func, base->name, m->funcs[func].last_node) < 0)
		return false;
	return base->type.size / n->type.size < 2 ||
	       !model_param_fixed(m, func, base->name);
}

/* The other variable of sum x = a + b than v. */
static const struct node *other_var(const struct model *m, const struct node *x,
				    const struct node *v)
{
	int a = model_skip_conv(m, x->lhs.node), b = model_skip_conv(m, x->rhs.node);

	if (a < 0 || b < 0)
		return NULL;
	return &m->nodes[a] == v ? &m->nodes[b] : &m->nodes[a];
}

/* Bound the loops of subscript n (node i), whose index is at least idx +
 * off (exactly, unless more: plus the unsigned variable other, which the
 * loop must leave alone, else the index need not advance), into an array
 * of extent elements. */
static void bound_index(struct model *m, const struct node *n, int i,
			const struct node *idx, int64_t off, bool more,
			const struct node *other, uint64_t extent)
{
	/* an index that another counter of the innermost loop is, read on
	 * every iteration: at most the extent's iterations, from any start
	 * a valid index can have */
	struct loop *in = &m->loops[n->loop];
	if (!off && !more && (!in->ivar || strcmp(in->ivar, idx->name)) &&
	    !in->trip_known && !in->trip_profiled &&
	    (!in->trip_bounded || extent < in->trip) &&
	    in->last_node - in->first_node <= UNIT_COUNTER_MAX_NODES &&
	    unit_counter(m, in, n->loop, idx->name, extent) &&
	    !conditional_in(m, in, i)) {
		in->trip = extent;
		in->trip_bounded = true;
		return;
	}
	for (int l = n->loop; l >= 0; l = m->loops[l].parent) {
		struct loop *lp = &m->loops[l];
		if (!lp->ivar || strcmp(lp->ivar, idx->name))
			continue;
		if (lp->trip_known || lp->trip_profiled ||
		    !lp->step_known || lp->step < 1 || lp->step > 65536 ||
		    (more && other && other->name &&
		     written_in(m, (unsigned)lp->first_node,
				(unsigned)lp->last_node, other->name)))
			return;
		/* a start relative to a variable says nothing here; an index
		 * v + c (opus's 'P[k + 1]' of a P[9], k from 1) starts at
		 * start + c: any c leaves at most the extent's passes */
		int64_t start = lp->start_known && !lp->bound_var ?
				lp->start + off : 0;
		if (start < 0)
			return;
		/* a step of s: every s-th index (faad2's channel pairs, 'i
		 * += 2' over a [64]: 32 from 0, 31 from 1) */
		uint64_t s = (uint64_t)lp->step;
		uint64_t t = extent > (uint64_t)start ?
			     (extent - (uint64_t)start + s - 1) / s : 0;
		if (!lp->trip_bounded || t < lp->trip) {
			lp->trip = t;
			lp->trip_bounded = true;
		}
		return;
	}
}

static void bound_by_extents(struct model *m, int func)
{
	for (unsigned i = (unsigned)m->funcs[func].first_node; i < m->nnodes; i++) {
		const struct node *n = &m->nodes[i];
		if (n->kind != NK_SUBSCRIPT || n->loop < 0 ||
		    n->lhs.node < 0 || n->rhs.node < 0 || !n->type.size)
			continue;
		const struct node *base = &m->nodes[n->lhs.node];
		const struct node *vars[2];
		int64_t off;
		bool more;
		unsigned nv = index_vars(m, &m->nodes[n->rhs.node], vars, &off,
					 &more);
		if (!nv || base->type.kind != MT_ARRAY || !base->type.size ||
		    (base->kind == NK_MEMBER && (base->flags & NF_TRAILING)) ||
		    unbounding(m, func, base, n))
			continue;
		/* '&a[i + 1]' may point one past the end: no bound from an
		 * offset index whose address is taken ('&a[i]' keeps the
		 * extent's, an element's address as the code uses it) */
		if ((off || more) && n->parent >= 0 &&
		    m->nodes[n->parent].kind == NK_UNARY &&
		    m->nodes[n->parent].op == MOP_ADDROF)
			continue;
		for (unsigned v = 0; v < nv; v++)
			bound_index(m, n, (int)i, vars[v], off, more,
				    more ? other_var(m, &m->nodes[n->rhs.node],
						     vars[v]) : NULL,
				    base->type.size / n->type.size);
	}
}

/*
 * Is attribute a of a function always_inline?  libclang does not expose
 * it: its text does, written out or through a macro -- liba52's
 * configure defines 'inline' as __attribute__ ((__always_inline__)),
 * which clang_Cursor_isFunctionInlined() does not see.
 */
/* The source text of attribute a (*n bytes), or NULL. */
static const char *attr_text(struct walker *w, CXCursor a, size_t *n)
{
	unsigned file = 0, line, col, b, e;

	extent_loc(w, a, &file, &line, &col, &b, &e);
	if (file >= w->m->nfiles || e <= b || e > w->m->files[file].len)
		return NULL;
	*n = e - b;
	return w->m->files[file].text + b;
}

static bool always_inline(struct walker *w, CXCursor a)
{
	size_t n;
	const char *t = attr_text(w, a, &n);

	if (!t)
		return false;
	static const char *const names[] = { "inline", "__inline",
					      "__inline__", NULL };
	for (unsigned i = 0; names[i]; i++)
		if (n == strlen(names[i]) && !memcmp(t, names[i], n))
			return true;	/* a macro of that name */
	for (size_t i = 0; i + 13 <= n; i++)	/* ALWAYS_INLINE macros too */
		if (!strncasecmp(t + i, "always_inline", 13))
			return true;
	return false;
}

/* Does attribute a make the compiler emit its function even if no code
 * calls it: used, constructor, destructor (spelled with or without the
 * underscores, with arguments)? */
static bool kept_name(const char *t, size_t n);

static bool kept_attr(struct walker *w, CXCursor a)
{
	size_t n;
	const char *t = attr_text(w, a, &n);

	if (t && kept_name(t, n))
		return true;
	/* through an object-like macro ('#define KEEP
	 * __attribute__((used))'): the attribute as spelled in its body */
	CXFile f;
	unsigned line, col, off;
	clang_getSpellingLocation(clang_getRangeStart(clang_getCursorExtent(a)),
				  &f, &line, &col, &off);
	if (!f)
		return false;
	unsigned fi = file_index(w, f);	/* (may grow the files array) */
	const struct model_file *mf = &w->m->files[fi];
	if (off >= mf->len)
		return false;
	n = mf->len - off < 64 ? mf->len - off : 64;
	return kept_name(mf->text + off, n);
}

/* Does text t (n bytes) start with a keeping attribute's name? */
static bool kept_name(const char *t, size_t n)
{
	while (n && *t == '_')
		t++, n--;
	static const char *const names[] = { "used", "constructor", "destructor",
					      NULL };
	for (unsigned i = 0; names[i]; i++) {
		size_t k = strlen(names[i]);
		if (n >= k && !memcmp(t, names[i], k) &&
		    (n == k || !(((t[k] | 32) >= 'a' && (t[k] | 32) <= 'z') ||
				 (t[k] >= '0' && t[k] <= '9'))))
			return true;
	}
	return false;
}

static void walk_function(struct walker *w, CXCursor c)
{
	struct model *m = w->m;
	struct kids k;

	if (m->nfuncs == m->capfuncs) {
		m->capfuncs = m->capfuncs ? m->capfuncs * 2 : 16;
		m->funcs = xrealloc(m->funcs, m->capfuncs * sizeof(*m->funcs));
	}
	struct function *f = &m->funcs[m->nfuncs];
	memset(f, 0, sizeof(*f));
	f->name = cursor_name(c);
	f->is_inline = clang_Cursor_isFunctionInlined(c);
	/* internal linkage: 'static' on the definition or on an earlier
	 * declaration (flac's 'static bool f(void); ... bool f(void) {}') */
	f->is_static = clang_getCursorLinkage(c) == CXLinkage_Internal;
	locate(w, clang_getCursorLocation(c), &f->file, &f->line, NULL, NULL);
	f->first_node = (int)m->nnodes;
	unsigned first_arg = m->ncall_args;
	w->func = (int)m->nfuncs++;
	w->loop = -1;
	w->fn_cursor = c;
	struct shadow sh;
	shadow_build(&sh, c);
	tl_shadow = &sh;
	kids_get(c, &k);
	for (unsigned i = 0; i < k.n; i++) {
		enum CXCursorKind ck = clang_getCursorKind(k.p[i]);
		if (ck == CXCursor_ParmDecl) {
			w->stmt_begin = w->stmt_end = 0;
			walk_var(w, k.p[i], NF_PARAM);
		} else if (clang_isAttribute(ck)) {
			if (!m->funcs[w->func].is_inline)
				m->funcs[w->func].is_inline = always_inline(w, k.p[i]);
			if (kept_attr(w, k.p[i]))
				m->funcs[w->func].kept = true;
		} else if (ck == CXCursor_CompoundStmt) {
			walk_stmt(w, k.p[i]);
		}
	}
	kids_release(&k);
	tl_shadow = NULL;
	shadow_release(&sh);
	m->funcs[w->func].last_node = (int)m->nnodes;
	ptr_const_settle(w);
	resumed_loops(w);
	local_copy_args(w, first_arg);
	local_consts(w);
	set_checks(w);
	bound_by_extents(m, w->func);
	bound_by_walks(w);
	w->func = -1;
	w->fn_cursor = clang_getNullCursor();
}

/* A prototype in a header of the project under an 'include' directory
 * ('include/opus.h', 'include/FLAC/stream_encoder.h'): a function of the
 * project's interface, which code outside the run may call.  Not one in
 * a 'private' or 'internal' directory under it (flac's
 * 'src/libFLAC/include/private/lpc.h'): the library's own headers. */
static void note_public(struct walker *w, CXCursor c, CXSourceLocation loc)
{
	CXFile f;

	clang_getExpansionLocation(loc, &f, NULL, NULL, NULL);
	if (!f)
		return;
	CXString s = clang_getFileName(f);
	const char *p = clang_getCString(s);
	const char *inc = NULL;
	for (const char *q = p; q && (q = strstr(q, "include/")); q++)
		if (q == p || q[-1] == '/')
			inc = q;
	bool pub = inc && !strstr(inc, "/private/") && !strstr(inc, "/internal/");
	clang_disposeString(s);
	if (!pub)
		return;
	if (w->npub == w->cappub)
		w->pub = xrealloc(w->pub, (w->cappub = w->cappub * 2 + 64) *
				  sizeof(*w->pub));
	w->pub[w->npub++] = cursor_name(c);
}

static int cmp_str(const void *a, const void *b)
{
	const char *x = *(char *const *)a, *y = *(char *const *)b;

	return strcmp(x ? x : "", y ? y : "");
}

/* function.public_decl and model.saw_public from the prototypes
 * note_public() kept. */
static void public_decls(struct walker *w)
{
	struct model *m = w->m;

	m->saw_public = w->npub > 0;
	if (!w->npub)
		return;
	qsort(w->pub, w->npub, sizeof(*w->pub), cmp_str);
	for (unsigned f = 0; f < m->nfuncs; f++) {
		const char *nm = m->funcs[f].name;
		m->funcs[f].public_decl = nm &&
			bsearch(&nm, w->pub, w->npub, sizeof(*w->pub), cmp_str);
	}
}

static enum CXChildVisitResult top_level(CXCursor c, CXCursor parent,
					 CXClientData data)
{
	struct walker *w = data;
	CXSourceLocation loc = clang_getCursorLocation(c);
	(void)parent;

	if (clang_Location_isInSystemHeader(loc))
		return CXChildVisit_Continue;
	switch (clang_getCursorKind(c)) {
	case CXCursor_FunctionDecl:
		if (clang_isCursorDefinition(c))
			walk_function(w, c);
		else
			note_public(w, c, loc);
		break;
	case CXCursor_VarDecl:
		w->func = -1;
		w->loop = -1;
		w->stmt_begin = w->stmt_end = 0;
		walk_var(w, c, NF_GLOBAL);
		break;
	case CXCursor_LinkageSpec:
	case CXCursor_UnexposedDecl:
		return CXChildVisit_Recurse;
	default:
		break;
	}
	return CXChildVisit_Continue;
}

/* Mark the functions that some loop of the translation unit calls: their
 * straight-line code runs as often as the loop (and TCS inlines the small
 * ones into it).  One pass over the calls with a hash set of names
 * (model_name_hash()). */
static void mark_called_in_loops(struct model *m)
{
	unsigned size = 64;
	while (size < 4 * m->nfuncs)
		size *= 2;
	int *slot = xmalloc(size * sizeof(int));
	memset(slot, 0xff, size * sizeof(int));
	for (unsigned f = 0; f < m->nfuncs; f++) {
		struct function *fn = &m->funcs[f];
		fn->inline_leaf = leaf_body(m, fn);
		const char *nm = m->funcs[f].name ? m->funcs[f].name : "";
		unsigned h = model_name_hash(nm) & (size - 1);
		while (slot[h] >= 0)
			h = (h + 1) & (size - 1);
		slot[h] = (int)f;
	}
	for (unsigned i = 0; i < m->nnodes; i++) {
		struct node *n = &m->nodes[i];
		if (n->kind != NK_CALL || !n->name)
			continue;
		unsigned h = model_name_hash(n->name) & (size - 1);
		for (; slot[h] >= 0; h = (h + 1) & (size - 1)) {
			struct function *f = &m->funcs[slot[h]];
			if (!f->name || strcmp(f->name, n->name))
				continue;
			if (n->loop >= 0)
				f->called_in_loop = true;
			if (f->inline_leaf)
				n->inlined = true;
			/* the call graph of the file, for set-up code reached
			 * only from set-up functions */
			bool known = false;
			for (unsigned k = 0; k < f->ncallers && !known; k++)
				known = f->callers[k] == n->func;
			if (!known && n->func >= 0) {
				f->callers = xrealloc(f->callers, (f->ncallers + 1) *
						      sizeof(int));
				f->callers[f->ncallers++] = n->func;
			}
		}
	}
	free(slot);
}

unsigned walk_max_depth(void)
{
	return WALK_MAX_DEPTH;
}

int walk_tu(CXTranslationUnit tu, struct model *m)
{
	type_cache_clear();
	struct walker w = { .m = m, .tu = tu, .func = -1, .loop = -1,
			    .cur_switch = -1,
			    .fn_cursor = clang_getNullCursor(),
			    .sib = { .loop = -1 }, .done = { .loop = -1 } };

	w.ext = xcalloc(EXT_CACHE, sizeof(*w.ext));
	CXFile main = NULL;
	CXString s = clang_getTranslationUnitSpelling(tu);

	main = clang_getFile(tu, clang_getCString(s));
	clang_disposeString(s);
	if (main) {
		file_index(&w, main);
		m->files[0].is_main = true;
		/* Reserve the node array for the main file's size at once:
		 * the codecs make a node per 9 to 16 bytes, SQLite one per
		 * 45.  The array is the walk's largest block (224 bytes a
		 * node); grown by doubling, its copies and page faults took
		 * 40% of the walk's time on SQLite.  Reserved pages that
		 * are never touched cost nothing, and the huge-page advice
		 * makes one fault of 2 MiB of them.  (Advised while it grows
		 * by realloc(), it faulted more, not less: only here.) */
		unsigned est = m->files[0].len / 8;
		if (est > 256 && !m->capnodes) {
			m->capnodes = est;
			m->nodes = xmalloc(est * sizeof(*m->nodes));
			advise_huge(m->nodes, est * sizeof(*m->nodes));
		}
	}
	clang_visitChildren(clang_getTranslationUnitCursor(tu), top_level, &w);
	free(w.ext);
	free(w.usr_td);
	free(w.slotted);
	free(w.pcp);
	free(w.unknown);
	for (unsigned i = 0; i < w.ncopies; i++) {
		free(w.copies[i].pname);
		free(w.copies[i].member);
	}
	free(w.copies);
	free(w.cxfiles);
	for (unsigned i = 0; i < w.njumps; i++)	/* a walk cut short */
		free(w.jumps[i].label);
	free(w.jumps);
	for (unsigned i = 0; i < w.nguards; i++)
		free(w.guards[i].hi_member);
	free(w.guards);
	free(w.is_label);
	for (unsigned i = 0; i < w.nlcs; i++) {	/* a walk cut short */
		free(w.lcs[i].name);
		free(w.lcs[i].pname);
		free(w.lcs[i].member);
	}
	free(w.lcs);
	for (unsigned k = 0; k < w.nsetc; k++)
		free(w.setc[k].name);
	free(w.setc);
	for (unsigned i = 0; i < w.npws; i++)
		free(w.pws[i].name);
	free(w.pws);
	public_decls(&w);
	for (unsigned i = 0; i < w.npub; i++)
		free(w.pub[i]);
	free(w.pub);
	mark_called_in_loops(m);
	usr_values(m, tu);
	return w.too_deep ? -1 : 0;
}
