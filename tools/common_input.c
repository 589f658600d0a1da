/*
 * common_input.c -- the tools' record inputs (common.h): opened by name
 * or standard input, looked at by their first bytes, gzip inflated on
 * the fly through zlib, other compressed or binary data refused
 * (spec/record-format.md, "Compressed and binary input").  Apart from
 * common.c so that a test compiling common.c in needs neither zlib nor
 * fopencookie(3).
 */
#define _GNU_SOURCE		/* fopencookie(3) */

#include <sys/stat.h>
#include <sys/types.h>

#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "common.h"

/*
 * What the first bytes of an input say it is (spec/record-format.md,
 * "Compressed and binary input").  Records are text: gzip is read
 * through zlib, and other compressed, archived or binary data is
 * refused rather than read as records.
 */
#define SNIFF	512

static const struct magic {
	const char	*bytes;
	size_t		 len;
	const char	*what;
} magics[] = {
	{ "\x1f\x8b",			2, "gzip-compressed data" },
	{ "BZh",			3, "bzip2-compressed data" },
	{ "\xfd" "7zXZ\0",		6, "xz-compressed data" },
	{ "\x28\xb5\x2f\xfd",		4, "zstd-compressed data" },
	{ "PK\x03\x04",			4, "a zip archive" },
	{ "PK\x05\x06",			4, "a zip archive" },
	{ "LZIP",			4, "lzip-compressed data" },
	{ "\x04\x22\x4d\x18",		4, "lz4-compressed data" },
	{ "\x1f\x9d",			2, "compress(1) data" },
	{ "7z\xbc\xaf\x27\x1c",		6, "a 7-zip archive" },
	{ "\xff\xfe",			2, "UTF-16 text" },
	{ "\xfe\xff",			2, "UTF-16 text" },
};

/* NULL for text, else what the bytes look like. */
static const char *
sniff(const unsigned char *p, size_t n)
{
	const unsigned char	*nl;
	size_t			 i;

	for (i = 0; i < sizeof(magics) / sizeof(magics[0]); i++)
		if (n >= magics[i].len &&
		    memcmp(p, magics[i].bytes, magics[i].len) == 0)
			return magics[i].what;
	/*
	 * A NUL byte in the first line is binary data.  One further on is
	 * the reader's to report, as an error of the game it is in.
	 */
	if ((nl = memchr(p, '\n', n)) != NULL)
		n = (size_t)(nl - p);
	if (memchr(p, '\0', n) != NULL)
		return "binary data (a NUL byte)";
	return NULL;
}

/*
 * An input the tools read through a stdio cookie: the bytes looked at
 * first, then the rest of the file, inflated when it is gzip.
 */
struct input {
	FILE		*raw;
	char		*name;
	unsigned char	 pre[SNIFF];	/* handed out before raw's bytes */
	size_t		 npre, ppre;
	int		 gz;
	int		 zend;		/* a gzip member ended */
	int		 failed;	/* reported once */
	uint64_t	 nraw;		/* bytes read from raw (progress) */
	z_stream	 z;
	unsigned char	 zin[65536];
};

static void
input_fail(struct input *in, const char *what)
{
	struct notation_diag	 d;

	if (!in->failed) {
		notation_diag_clear(&d);
		d.file = in->name;
		notation_diag_set(&d, NOTATION_IO, "cannot read: %s", what);
		tool_diag(stderr, &d);
	}
	in->failed = 1;
	errno = EIO;
}

/*
 * Zero bytes after the last gzip member are padding (tape, dd, archives
 * padded to a block), as gzip(1) takes them: the clean end, 0, if only
 * zeros follow; -1 for anything else after them.
 */
static ssize_t
gz_padding(struct input *in)
{
	for (;;) {
		while (in->z.avail_in > 0 && *in->z.next_in == 0) {
			in->z.next_in++;
			in->z.avail_in--;
		}
		if (in->z.avail_in > 0) {
			input_fail(in, "bad gzip data after the zero padding");
			return -1;
		}
		if (feof(in->raw))
			return 0;
		in->z.next_in = in->zin;
		in->z.avail_in = fread(in->zin, 1, sizeof(in->zin), in->raw);
		in->nraw += in->z.avail_in;
		if (ferror(in->raw)) {
			input_fail(in, strerror(errno != 0 ? errno : EIO));
			return -1;
		}
	}
}

/* Inflate into buf; bytes made, 0 at the clean end, -1 on an error. */
static ssize_t
gz_read(struct input *in, char *buf, size_t size)
{
	size_t	 n;
	int	 rc;

	in->z.next_out = (unsigned char *)buf;
	in->z.avail_out = size > UINT_MAX ? UINT_MAX : (unsigned)size;
	n = in->z.avail_out;
	while (in->z.avail_out == n) {
		if (in->z.avail_in == 0 && !feof(in->raw)) {
			in->z.next_in = in->zin;
			in->z.avail_in = fread(in->zin, 1, sizeof(in->zin),
			    in->raw);
			in->nraw += in->z.avail_in;
			if (ferror(in->raw)) {
				input_fail(in, strerror(errno != 0 ? errno :
				    EIO));
				return -1;
			}
		}
		if (in->zend) {
			if (in->z.avail_in == 0)
				return 0;
			if (*in->z.next_in == 0)
				return gz_padding(in);
			/* Concatenated gzip members are one stream. */
			if (inflateReset(&in->z) != Z_OK) {
				input_fail(in, "bad gzip data");
				return -1;
			}
			in->zend = 0;
		}
		if (in->z.avail_in == 0) {
			input_fail(in, "gzip data cut short (truncated file)");
			return -1;
		}
		rc = inflate(&in->z, Z_NO_FLUSH);
		if (rc == Z_STREAM_END)
			in->zend = 1;
		else if (rc != Z_OK && rc != Z_BUF_ERROR) {
			input_fail(in, in->z.msg != NULL ? in->z.msg :
			    "bad gzip data");
			return -1;
		}
	}
	return (ssize_t)(n - in->z.avail_out);
}

static ssize_t
input_read(void *cookie, char *buf, size_t size)
{
	struct input	*in = cookie;
	size_t		 n;

	if (in->failed) {
		errno = EIO;
		return -1;
	}
	if (in->ppre < in->npre) {
		n = in->npre - in->ppre;
		if (n > size)
			n = size;
		memcpy(buf, in->pre + in->ppre, n);
		in->ppre += n;
		return (ssize_t)n;
	}
	if (in->gz)
		return gz_read(in, buf, size);
	errno = 0;
	n = fread(buf, 1, size, in->raw);
	in->nraw += n;
	if (n == 0 && ferror(in->raw)) {
		if (errno == 0)
			errno = EIO;
		return -1;
	}
	return (ssize_t)n;
}

static int
input_close(void *cookie)
{
	struct input	*in = cookie;

	if (in->gz)
		inflateEnd(&in->z);
	if (in->raw != stdin)
		fclose(in->raw);
	free(in->name);
	free(in);
	return 0;
}

/* Up to n bytes into p, as many as the input has; -1 on a read error. */
static ssize_t
read_full(struct input *in, unsigned char *p, size_t n)
{
	ssize_t	 got, total = 0;

	while ((size_t)total < n) {
		if (in->gz)
			got = gz_read(in, (char *)p + total, n - total);
		else {
			errno = 0;
			got = (ssize_t)fread(p + total, 1, n - total, in->raw);
			in->nraw += (uint64_t)got;
			if (got == 0 && ferror(in->raw)) {
				tool_io_diag(in->name, "cannot read",
				    errno != 0 ? errno : EIO);
				in->failed = 1;
				return -1;
			}
		}
		if (got < 0)
			return -1;
		if (got == 0)
			break;
		total += got;
	}
	return total;
}

/*
 * Look at the first bytes of raw: a text input comes back as it is
 * (rewound when it can be) or through a cookie that hands out the bytes
 * looked at first; gzip comes back inflated; anything else is refused.
 */
static FILE *
input_wrap(FILE *raw, const char *name)
{
	static const cookie_io_functions_t io = {
		input_read, NULL, NULL, input_close
	};
	struct input	*in;
	const char	*what;
	struct notation_diag d;
	ssize_t		 n;
	off_t		 at;
	FILE		*fp;

	if ((in = calloc(1, sizeof(*in))) == NULL ||
	    (in->name = strdup(name)) == NULL) {
		free(in);
		tool_io_diag(name, "cannot read", ENOMEM);
		return NULL;
	}
	in->raw = raw;
	at = ftello(raw);
	if ((n = read_full(in, in->pre, SNIFF)) < 0)
		goto fail;
	in->npre = (size_t)n;
	if (n >= 2 && in->pre[0] == 0x1f && in->pre[1] == 0x8b) {
		/* The bytes read so far are the first of the deflate stream. */
		if (inflateInit2(&in->z, 15 + 16) != Z_OK) {
			tool_io_diag(name, "cannot read", ENOMEM);
			goto fail;
		}
		in->gz = 1;
		memcpy(in->zin, in->pre, in->npre);
		in->z.next_in = in->zin;
		in->z.avail_in = (unsigned)in->npre;
		if ((n = read_full(in, in->pre, SNIFF)) < 0)
			goto fail;
		in->npre = (size_t)n;
	}
	if ((what = sniff(in->pre, in->npre)) != NULL) {
		notation_diag_clear(&d);
		d.file = name;
		notation_diag_set(&d, NOTATION_IO, "cannot read: it looks "
		    "like %s%s, not records", what, in->gz ?
		    " inside gzip" : "");
		tool_diag(stderr, &d);
		goto fail;
	}
	/* Plain text from a file that seeks: read it as it is. */
	if (!in->gz && at != -1 && fseeko(raw, at, SEEK_SET) == 0) {
		free(in->name);
		free(in);
		tool_progress_open(raw, NULL);
		return raw;
	}
	if ((fp = fopencookie(in, "rb", io)) == NULL) {
		tool_io_diag(name, "cannot read", errno);
		goto fail;
	}
	/* A pipe, or gzip: the bytes come from raw through the cookie. */
	tool_progress_open(fp, &in->nraw);
	return fp;
fail:
	input_close(in);
	return NULL;
}

FILE *
tool_input(const char *path, const char *name)
{
	struct stat	 st;
	FILE		*fp;

	if (strcmp(path, "-") == 0)
		fp = stdin;
	else if ((fp = fopen(path, "rb")) == NULL) {
		tool_io_diag(name, "cannot open", errno);
		return NULL;
	}
	if (fstat(fileno(fp), &st) == 0) {
		if (S_ISDIR(st.st_mode)) {
			tool_io_diag(name, "cannot read", EISDIR);
			if (fp != stdin)
				fclose(fp);
			return NULL;
		}
		tool_note_stat(&st);
	}
	return input_wrap(fp, name);
}

FILE *
tool_open(const char *path)
{
	return tool_input(path, strcmp(path, "-") == 0 ? "<stdin>" : path);
}

void
tool_close(FILE *fp)
{
	tool_progress_close(fp);
	if (fp != NULL && fp != stdin)
		fclose(fp);
}

notation_reader *
tool_reader_new(const char *name)
{
	notation_reader	*rd;

	if ((rd = notation_reader_new(name)) != NULL)
		notation_reader_set_format(rd, tool_from_format() < 0 ?
		    NOTATION_FORMAT_AUTO :
		    (enum notation_format)tool_from_format(), NULL);
	return rd;
}

notation_reader *
tool_reader_open(const char *path, const char *name, FILE **fpp)
{
	notation_reader	*rd;
	FILE		*fp;

	*fpp = NULL;
	if ((fp = tool_input(path, name)) == NULL)
		return NULL;
	if ((rd = tool_reader_new(name)) == NULL) {
		tool_io_diag(name, "cannot read", ENOMEM);
		tool_close(fp);
		return NULL;
	}
	notation_reader_set_file(rd, fp);
	*fpp = fp;
	return rd;
}

int
tool_reader_close(notation_reader *rd, FILE *fp, const char *name,
    int reported)
{
	int	 rc = 0;

	if (ferror(fp)) {
		if (!reported)
			tool_io_diag(name, "read error", EIO);
		rc = -1;
	}
	notation_reader_free(rd);
	tool_close(fp);
	return rc;
}

