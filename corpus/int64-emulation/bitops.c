/*
 * int64-emulation, bit operations: a bit-stream reader with a 64-bit cache
 * and 64-bit flag words.  & | ^ ~ on 64-bit values are two independent
 * 32-bit ALU operations and are not reported; shifts of a 64-bit value need
 * a funshift/compare/select sequence and are (note).
 */
#include <stdint.h>

#define FLAG_SCRAMBLED	(1ULL << 40)
#define FLAG_KEYFRAME	(1ULL << 3)

struct bitcache {
	const uint8_t *p;
	uint64_t cache;
	int count;
};

void bc_refill(struct bitcache *bc)
{
	while (bc->count <= 56) {
		uint64_t b = (uint64_t)*bc->p++ << (56 - bc->count);	// expect: int64-emulation

		bc->cache |= b;	// no: int64-emulation: 64-bit OR is two 32-bit ors // expect: dependency-chain
		bc->count += 8;	// no: int64-emulation: 32-bit count
	}
}

uint32_t bc_peek(const struct bitcache *bc, int n)
{
	return (uint32_t)(bc->cache >> (64 - n));	// expect: int64-emulation
}

void bc_skip(struct bitcache *bc, int n)
{
	bc->cache <<= n;	// expect: int64-emulation
	bc->count -= n;	// no: int64-emulation: 32-bit count
}

/* Flag words. */
uint64_t flags_set(uint64_t f)
{
	return f | FLAG_SCRAMBLED;	// no: int64-emulation: OR with a folded constant
}

uint64_t flags_clear(uint64_t f)
{
	f &= ~FLAG_KEYFRAME;	// no: int64-emulation: AND with a folded constant
	return f;
}

uint64_t flags_toggle(uint64_t f, uint64_t m)
{
	return f ^ m;	// no: int64-emulation: 64-bit XOR is two 32-bit xors
}

uint64_t flags_invert(uint64_t f)
{
	return ~f;	// no: int64-emulation: 64-bit NOT is two 32-bit nots
}

uint64_t flags_keyframe(uint64_t f)
{
	return f & FLAG_KEYFRAME;	// no: int64-emulation: AND with a folded constant
}

/* Test one flag by position: the variable shift is the cost. */
uint32_t flag_at(uint64_t f, unsigned bit)
{
	return (uint32_t)(f >> bit) & 1u;	// expect: int64-emulation
}

/* Join two 32-bit halves. */
uint64_t join64(uint32_t hi, uint32_t lo)
{
	return ((uint64_t)hi << 32) | lo;	// no: int64-emulation: a shift by 32 moves one register into the other
}

/* A CRC over 64-bit words (flac's crc16_update_words64): a shift by 48
 * or 40 shifts the high word alone, the low one becomes zero; a shift by
 * 8 crosses the words (a funnel shift). */
uint32_t crc_words(const uint64_t *words, const uint16_t *tab, unsigned len)
{
	uint32_t crc = 0;

	while (len--) {
		crc ^= words[0] >> 48;	// no: int64-emulation: a shift by 48 is one 32-bit shift of the high word
		crc = tab[(crc >> 8) & 0xff] ^ (uint32_t)(words[0] >> 40);	// no: int64-emulation: by 40 likewise
		crc ^= tab[words[0] & 0xff] ^ (uint32_t)((words[0] >> 8) & 0xffff);	// expect: int64-emulation, dependency-chain
		words++;
	}
	return crc;
}

/* Split into halves with shift-free word access through a union. */
union u64w {
	uint64_t v;
	uint32_t w[2];
};

uint32_t high_word(uint64_t v)
{
	union u64w u;

	u.v = v;	// no: int64-emulation: a 64-bit store, no arithmetic
	return u.w[1];	// no: int64-emulation: a 32-bit load
}

/* Parity of a 64-bit word folded to 32 bits first. */
uint32_t parity64(uint64_t v)
{
	uint32_t x = (uint32_t)v ^ high_word(v);	// no: int64-emulation: conversion to 32 bits, then 32-bit xor

	x ^= x >> 16;
	x ^= x >> 8;
	x ^= x >> 4;
	return (0x6996u >> (x & 0xf)) & 1u;
}
