/*
 * dependency-chain, pointer chasing and hashes: the next address of a list
 * walk is the result of a load (latency 5 on TM5250), and a multiplicative
 * hash puts an imul (6) on the chain, so neither can be overlapped across
 * iterations.  A shift-and-add hash or a sum stays within ALU latencies, and
 * a list walk that moves enough data per node is bound by the single
 * load/store unit instead.
 */
#include <stddef.h>
#include <stdint.h>

struct pkt {
	struct pkt *next;
	uint32_t len;
	uint32_t id;
	uint8_t *data;
};

/* Packets queued on a transmit list. */
int pkt_count(const struct pkt *p)
{
	int n = 0;

	while (p) {
		n++;	// no: dependency-chain: a 1-cycle counter
		p = p->next;	// expect: dependency-chain
	}
	return n;
}

/* Bytes queued: one more load per node, the chain is still the next pointer. */
uint32_t pkt_bytes(const struct pkt *p)
{
	uint32_t total = 0;

	for (; p; p = p->next)	// expect: dependency-chain
		total += p->len;	// no: dependency-chain: a 1-cycle add
	return total;
}

/* Find a packet by id: the early return of a pointer walk is no missed-guard, the walk is a chain. */
const struct pkt *pkt_find(const struct pkt *p, uint32_t id)
{
	while (p) {
		if (p->id == id)	// no: missed-guard: the exit of a pointer walk, a loop that is not software-pipelined anyway
			return p;
		p = p->next;	// expect: dependency-chain
	}
	return NULL;
}

/* DMA descriptors copied out of a linked list: four loads and three stores
 * per node keep the one load/store unit busy 7 cycles, longer than the load chain. */
struct desc {
	struct desc *next;
	uint32_t addr;
	uint32_t len;
	uint32_t flags;
};

struct flat_desc {
	uint32_t addr, len, flags;
};

int desc_flatten(struct flat_desc *dst, const struct desc *d)
{
	int n = 0;

	while (d) {
		dst->addr = d->addr;
		dst->len = d->len;
		dst->flags = d->flags;
		dst++;
		n++;
		d = d->next;	// no: dependency-chain: RecMII 5 is below 1.5 x ResMII 7 (seven memory operations, one unit)
	}
	return n;
}

/* Symbol-table hash: h * 31 + c puts an imul and an add on the chain. */
uint32_t hash31(const char *s, int n)
{
	uint32_t h = 0;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		h = h * 31 + (uint8_t)s[i];	// expect: dependency-chain
	return h;
}

/* FNV-1a over a key: xor then imul. */
uint32_t fnv1a(const uint8_t *p, int n)
{
	uint32_t h = 2166136261u;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		h = (h ^ p[i]) * 16777619u;	// expect: dependency-chain
	return h;
}

/* djb2 with the multiply by 33 written as a shift and an add: 3 ALU cycles. */
uint32_t djb2(const uint8_t *p, int n)
{
	uint32_t h = 5381;
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		h = (h << 5) + h + p[i];	// no: dependency-chain: shift, add, add: a 3-cycle chain, below 4
	return h;
}

/* Table-driven CRC-32: the table index comes from the CRC, so a load is on the chain. */
uint32_t crc32_tab(const uint32_t tab[256], const uint8_t *p, int n, uint32_t crc)
{
	int i;

	for (i = 0; i < n; i++)	// expect: loop-overhead
		crc = tab[(crc ^ p[i]) & 0xff] ^ (crc >> 8);	// expect: dependency-chain
	return crc;
}

/* The same chain in the tail of a sliced CRC, a few bytes a call (flac's
 * FLAC__crc16 after its 8-byte steps, 3.2 bytes measured): too few passes
 * to unroll or to interleave, the loop-closing jump binds it. */
uint32_t crc32_tail(const uint32_t tab[256], const uint8_t *p, int n, uint32_t crc)
{
	int i;

	for (i = 0; i < n; i++)	// tmopt: trip 3 // expect: loop-overhead
		crc = tab[(crc ^ p[i]) & 0xff] ^ (crc >> 8);	// no: dependency-chain: 3 passes a call, under the jump's 9-cycle pass
	return crc;
}

/* Adler-32 block sums (the modulo is taken once per 5552-byte block by the caller). */
void adler_block(uint32_t *pa, uint32_t *pb, const uint8_t *p, int n)
{
	uint32_t a = *pa, b = *pb;
	int i;

	for (i = 0; i < n; i++) {	// expect: loop-overhead
		a += p[i];	// no: dependency-chain: a 1-cycle add
		b += a;	// no: dependency-chain: b carries only its own 1-cycle add
	}
	*pa = a;
	*pb = b;
}

/* Carving a buffer into free-list slots: the next address is pBuf + sz, an
 * add; '&((char *)buf)[sz]' takes an address and loads nothing. */
struct slot { struct slot *next; };

struct slot *carve(void *buf, int sz, int n)
{
	struct slot *head = 0;

	while (n-- > 0) {	// expect: loop-overhead
		struct slot *p = (struct slot *)buf;
		p->next = head;
		head = p;
		buf = (void *)&((char *)buf)[sz];	// no: dependency-chain: address arithmetic, not a load
	}
	return head;
}

/* A Huffman table walk (libmad's III_huffdecode): the next node's index
 * is an offset the previous node holds, a load on the chain as a list's
 * next pointer is; advised a larger first-level table, since the next
 * code starts where this one ended. */
union hnode {
	struct { unsigned short final, bits, offset; } ptr;
	struct { unsigned short final, hlen, x; } value;
};

int huff_sum(const union hnode *table, unsigned long cache, int left, int n)
{
	int s = 0;

	for (int k = 0; k < n; k++) {
		const union hnode *pair = &table[(cache >> left) & 15];
		while (!pair->ptr.final) {
			left -= 4;
			pair = &table[pair->ptr.offset + ((cache >> left) & 15)];	// expect: dependency-chain
		}
		left -= pair->value.hlen;
		s += pair->value.x;	// no: dependency-chain: a 1-cycle add
	}
	return s;
}
