/*
 * json.c -- the tokens inside a JSON string (RFC 8259, section 7), for
 * every JSON reader of the library: the partial reader (stats_read.c)
 * and the record reader (reader_yaml.c).  Each reads its input its own
 * way (a buffer, a stream) and reports in its own words; what an escape
 * means is said here once.
 */
#include "base/base.h"

int
nt_json_hex_digit(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

int
nt_json_escape_char(int c)
{
	switch (c) {
	case '"':
	case '\\':
	case '/':
		return c;
	case 'b':
		return '\b';
	case 'f':
		return '\f';
	case 'n':
		return '\n';
	case 'r':
		return '\r';
	case 't':
		return '\t';
	default:
		return -1;
	}
}

int
nt_json_surrogate(unsigned long u)
{
	if (u >= 0xd800 && u <= 0xdbff)
		return JSON_HIGH;
	if (u >= 0xdc00 && u <= 0xdfff)
		return JSON_LOW;
	return 0;
}

unsigned long
nt_json_surrogate_pair(unsigned long high, unsigned long low)
{
	return 0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00);
}
