/*
 * divmod, counts of walks that end on data: a while or do-while loop
 * without a counter, whose condition tests what the loop reads or
 * computes -- a Huffman tree walk ('while (!pair->final)', libmad), a
 * range coder's renormalisation ('while (rng <= EC_CODE_BOT)', opus), a
 * search that doubles a step ('while (k2 < mean2)', flac's Rice
 * parameter) -- runs a few passes: the cube root of --assumed-trip, 4,
 * not 100.  The profiles of the nine code bases of docs/precision.md
 * measured 16 such loops at a median of 1 pass per entry (7 within 4x
 * of 4, none within 4x of 100).  Not such a walk: a loop that steps a
 * variable its condition reads ('len -= 8', 'p++', 'fi += k4'), a
 * counter of unknown start or stride as a 'for' over a length.
 */
#include <stdint.h>

struct node {
	int16_t final, bits, offset;
};

int32_t tree(const struct node *table, uint32_t cache, int32_t d)
{
	const struct node *pair = &table[cache & 7];
	int32_t acc = 0;

	while (!pair->final) {
		acc += pair->bits / d;	// expect: divmod count=4 basis=assumed
		pair = &table[pair->offset + (cache >> pair->bits & 3)];
	}
	return acc;
}

struct coder {
	uint32_t rng, val;
};

void renormalise(struct coder *c, int32_t *out, int32_t d)
{
	while (c->rng <= (1u << 23)) {
		*out = (int32_t)c->val / d;	// expect: divmod count=4 basis=assumed
		c->val <<= 8;
		c->rng <<= 8;
	}
}

uint32_t rice(uint32_t mean, uint32_t d)
{
	uint32_t k = 1, p = 0;

	while (k < mean) {
		p += k / d;	// expect: divmod count=4 basis=assumed
		k <<= 1;
	}
	return p;
}

/* a length counted down, a pointer stepped, a stride: counters */
uint32_t crc_words(const uint8_t *data, uint32_t len, uint32_t d)
{
	uint32_t crc = 0;

	while (len >= 8) {
		crc += (uint32_t)data[0] % d;	// expect: divmod count=100 basis=assumed // (len -= 8: a counter of unknown start)
		data += 8;
		len -= 8;
	}
	return crc;
}

void strided(int32_t *fi, const int32_t *fn, int32_t k4, int32_t d)
{
	do {
		fi[0] = fi[1] / d;	// expect: divmod count=100 basis=assumed // (fi += k4: a stride over an array)
		fi += k4;
	} while (fi < fn);
}

/* a reviewer's counter-examples (stop 42): counters the condition tests,
 * stepped by a plain assignment, in the condition or through a pointer,
 * are no walks */
int32_t plain_step(const int32_t *buf, int32_t n, int32_t d)
{
	int32_t i = 0, acc = 0;

	while (i < n && buf[i]) {
		acc += buf[i] / d;	// expect: divmod count=100 basis=assumed // (i = i + 1: a counter)
		i = i + 1;
	}
	return acc;
}

int32_t cond_step(const int32_t *buf, int32_t n, int32_t d)
{
	int32_t i = 0, acc = 0;

	while (i++ < n && buf[i] != 10)
		acc += buf[i] / d;	// expect: divmod count=100 basis=assumed // (i++ < n: a counter in the condition)
	return acc;
}

/* scans: an index or a pointer stepped only to read through it, in the
 * condition or in the body, ends on the data it reads: a walk (faad2's
 * Huffman tables, 'offset += hcb3[offset].data[b]', 3.3 to 4.1 passes
 * measured) */
int32_t scan_line(const int32_t *buf, int32_t d)
{
	int32_t i = 0, acc = 0;

	while (buf[i++] != 10)
		acc += buf[i] / d;	// expect: divmod count=4 basis=assumed
	return acc;
}

int32_t huffman(const int16_t (*tab)[2], const uint8_t *bits, int32_t d)
{
	int32_t offset = 0, acc = 0, b = 0;

	while (tab[offset][1]) {
		acc += tab[offset][0] / d;	// expect: divmod count=4 basis=assumed
		offset += tab[offset][bits[b++] & 1];
	}
	return acc;
}

int32_t through_pointer(const int32_t *buf, int32_t *pos, int32_t n, int32_t d)
{
	int32_t acc = 0;

	while (*pos < n && buf[*pos]) {
		acc += buf[*pos] / d;	// expect: divmod count=100 basis=assumed // ((*pos)++: a counter)
		(*pos)++;
	}
	return acc;
}

/* the same walks without a divide unit's work */
uint32_t tree_cheap(const struct node *table, uint32_t cache)
{
	const struct node *pair = &table[cache & 7];
	uint32_t acc = 0;

	while (!pair->final) {
		acc += cache / 8u;	// no: divmod: an unsigned divide by 8 is a shift
		acc += cache % 4u;	// no: divmod: an unsigned modulo by 4 is a mask
		acc ^= cache / 1u;	// no: divmod: a divide by 1 is nothing
		acc += cache / 128u;	// no: divmod: an unsigned divide by 128 is a shift
		acc += cache % 2u;	// no: divmod: an unsigned modulo by 2 is a mask
		acc += (uint32_t)(10 * 3) / 7u;	// no: divmod: a constant the compiler folds
		acc -= cache / 64u;	// no: divmod: an unsigned divide by 64 is a shift
		acc |= cache % 32u;	// no: divmod: an unsigned modulo by 32 is a mask
		pair = &table[pair->offset + (cache >> pair->bits & 3)];
	}
	return acc;
}

/* From stop 44, a loop over chunks: a do-while whose counter only the
 * increment of a loop inside steps ('for (i = cur; i <= blocksize && j <
 * samples; i++, j++)', flac's encoder filling a block before it codes
 * one) makes a pass per chunk, not per sample: a few passes (the cube
 * root of the assumed count), not a frame's 2048.  A counter the outer
 * loop steps itself is no chunk walk. */
void fill_blocks(int32_t *restrict sig, const int32_t *restrict buf, uint32_t samples,
		 uint32_t blocksize, uint32_t *cur, int32_t d)
{
	uint32_t i, j = 0;

	do {
		for (i = *cur; i <= blocksize && j < samples; i++, j++)
			sig[i] = buf[j];
		*cur = i;
		if (i > blocksize) {
			*cur = 1;
			sig[0] = sig[blocksize] / d;	// expect: divmod warning count=4 basis=assumed
		}
	} while (j < samples);
}

void fill_steps(int32_t *restrict sig, const int32_t *restrict buf, uint32_t samples, int32_t d)
{
	uint32_t j = 0;

	do {
		for (uint32_t k = 0; k < 16; k++)
			sig[j + k] = buf[j + k];
		sig[j] = sig[j] / d;	// expect: divmod warning count=100 basis=assumed
		j += 16;
	} while (j < samples);
}

/* An inner loop of constant count that steps the counter ('for (k = 0; k
 * < 4; k++, j++)') makes the outer loop run samples / 4 times: no chunk
 * walk (the frame's count, named by 'samples', stands). */
void sum_fours(int32_t *restrict out, const int32_t *restrict in, uint32_t samples, int32_t d)
{
	uint32_t j = 0;

	while (j < samples) {
		int32_t s = 0;
		for (int k = 0; k < 4; k++, j++)
			s += in[j];
		out[j >> 2] = s / d;	// expect: divmod warning count=2048 basis=assumed
		out[(j / 4u) + 1] = s;	// no: divmod: an unsigned divide by 4 is a shift
		out[(j % 4u) + 2] = s;	// no: divmod: an unsigned modulo by 4 is a mask
	}
}
