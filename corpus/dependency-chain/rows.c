/*
 * dependency-chain, rows of an array of arrays: a loop over the middle
 * subscript of 'Q[ch][k][l]' reaches a row of its own on every pass when
 * the inner subscript does not change in the loop -- the index stays
 * within its dimension, as C requires of an element of an array of arrays
 * and as compilers' dependence tests assume.  So 'Q[ch][k][l] = ... +
 * Q[ch][k][0]' carries no value from pass to pass, whatever l is (faad2's
 * noise floors, sbr_e_nf.c, in an arm taken for 'l == 0': judged a false
 * recurrence in two draws, docs/precision.md).  A row read from a pass
 * before ('Q[ch][k - 1][0]') may still be what that pass stored.  With no
 * recurrence, the loop-closing jump bounds the short loops (loop-overhead).
 */
#include <stdint.h>

struct floors {
	int32_t Q[2][64][2];
	int32_t Q_prev[2][64];
	int32_t n;
};

/* no: dependency-chain: the load and the store are in row k of each pass */
void floor_delta(struct floors *s, int ch, int l)
{
	for (int k = 0; k < s->n; k++)	// expect: loop-overhead note
		s->Q[ch][k][l] = s->Q_prev[ch][k] + s->Q[ch][k][0];	// no: dependency-chain: row k only, whatever l is
}

/* no: dependency-chain: two inner subscripts, 'l - 1' and 'l', of row k */
void floor_time(struct floors *s, int ch, int l)
{
	for (int k = 0; k < s->n; k++)	// expect: loop-overhead note
		s->Q[ch][k][l] = s->Q[ch][k][l - 1] + s->Q[ch][k][l];	// no: dependency-chain: row k only
}

/* no: dependency-chain: through a pointer to rows, the rows' own
 * dimension still bounds the inner subscript */
void rows_scale(int32_t (*q)[4], int32_t n, int32_t j)
{
	for (int32_t k = 0; k < n; k++)	// expect: loop-overhead note
		q[k][j] = q[k][0] * 3 + q[k][3];	// no: dependency-chain: row k only
}

/* the row before: what the previous pass stored when l is 0 */
void floor_freq(struct floors *s, int ch, int l)
{
	for (int k = 1; k < s->n; k++)
		s->Q[ch][k][l] = s->Q[ch][k - 1][0] + s->Q[ch][k][l];	// expect: dependency-chain warning
}

/* the same subscript in the row before: a recurrence for every l */
void floor_sum(struct floors *s, int ch, int l)
{
	for (int k = 1; k < s->n; k++)
		s->Q[ch][k][l] = s->Q[ch][k][l] + s->Q[ch][k - 1][l];	// expect: dependency-chain warning
}

/* a reviewer's probes (stop 49): a parameter declared an array is a
 * pointer, whose extent the caller does not keep -- with l == 2 this
 * pass's store is the next pass's 'q[0]' */
void param_rows(int32_t q[2], int n, int l)
{
	for (int k = 0; k < n; k++) {
		q[l] = q[0] * 3 + 1;	// expect: dependency-chain warning
		q += 2;
	}
}

/* ... its inner dimensions are array types, and a global's are too */
int32_t grid[64][2];

void global_rows(int n, int l)
{
	for (int k = 0; k < n; k++)	// expect: loop-overhead note
		grid[k][l] = grid[k][0] * 3 + 1;	// no: dependency-chain: row k only
}

void inner_rows(int32_t q[64][2], int n, int l)
{
	for (int k = 0; k < n; k++)	// expect: loop-overhead note
		q[k][l] = q[k][0] * 3 + 1;	// no: dependency-chain: row k only
}

/* ... but a dimension of one element is the old idiom of a flexible
 * array, indexed past its end */
void one_rows(int32_t (*m)[1], int n, int l)
{
	for (int k = 0; k < n; k++)
		m[k][l] = m[k][0] * 3 + 1;	// expect: dependency-chain warning
}

/* Two places of one row shape: 'E[ch][i][l - 1]' and 'E[ch][k][l]' are
 * never the same bytes, whatever i and k are -- each is at its index's
 * place in its row, and the rows lie whole rows apart (faad2's envelope
 * delta decoding, sbr_e_nf.c, judged a false recurrence in the
 * thirty-fifth draw).  The same place, 'E[ch][i][l]', may be. */
struct env {
	int16_t E[2][64][5];
	int8_t map[64];
	int n;
};

void env_delta(struct env *s, int ch, int k, int l)
{
	for (int i = 0; i < s->n; i++)	// expect: loop-overhead note
		if (s->map[i] == k)
			s->E[ch][k][l] = s->E[ch][i][l - 1] + s->E[ch][k][l];	// no: dependency-chain: another place of each row
}

void env_same(struct env *s, int ch, int k, int l)
{
	for (int i = 0; i < s->n; i++)
		if (s->map[i] == k)
			s->E[ch][k][l] = s->E[ch][i][l] + s->E[ch][k][l];	// expect: dependency-chain warning
}

/* ... but an index a pointer may change within the loop is no place of
 * its own: a global 'L' that '*q' may be, or an 'l' whose address a
 * pointer holds (a reviewer's probes) */
int L;

void env_global(struct env *s, int ch, int k, int *q)
{
	for (int i = 0; i < s->n; i++)
		if (s->map[i] == k) {
			s->E[ch][k][L] = s->E[ch][i][L - 1] + s->E[ch][k][L];	// expect: dependency-chain warning
			*q += 1;
		}
}

void env_pointer(struct env *s, int ch, int k, int l)
{
	int *p = &l;

	for (int i = 0; i < s->n; i++)
		if (s->map[i] == k) {
			s->E[ch][k][l] = s->E[ch][i][l - 1] + s->E[ch][k][l];	// expect: dependency-chain warning
			(*p)++;
		}
}
