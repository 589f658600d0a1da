/*
 * check_rules.c -- rule sets: the built-in files, the YAML loader's
 * diagnostics, writing rule sets back out, and catalogs.
 */
#include <sys/types.h>

#include <check.h>
#include <ctype.h>
#include <stdio.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "harness.h"
#include "records/records.h"

SUITE_TCASE(builtin, "builtin", NULL, NULL, 0);
SUITE_TCASE(load, "load", NULL, NULL, 0);
SUITE_TCASE(emit, "emit", NULL, NULL, 0);
SUITE_TCASE(catalog, "catalog", NULL, NULL, 0);
SUITE_TCASE(documentation, "documentation", NULL, NULL, 0);

/* ------------------------------------------------------------------ */
/* Helpers                                                            */

/* The cells of a set, in cell order, as "a1 b1 ...". */
static void
cells_text(const notation_rules *r, const struct bits *b, char *out,
    size_t size)
{
	char	 name[4];
	size_t	 n = 0;
	int	 c;

	out[0] = '\0';
	BITS_FOREACH(c, b) {
		notation_cell_name(r, c, name);
		n += (size_t)snprintf(out + n, size - n, "%s%s",
		    n > 0 ? " " : "", name);
		ck_assert_uint_lt(n, size);
	}
}

static notation_rules *
load(const char *yaml, struct notation_diag *d)
{
	notation_diag_clear(d);
	return notation_rules_load_string(yaml, strlen(yaml), "test.yaml", d);
}

static notation_rules *
load_ok(const char *yaml)
{
	struct notation_diag	 d;
	notation_rules		*r;

	r = load(yaml, &d);
	ck_assert_msg(r != NULL, "%lu:%lu: %s", d.line, d.column, d.message);
	return r;
}

/* Write a temporary file; the caller unlinks it. */
static void
write_temp(char *path, size_t size, const char *suffix, const char *text,
    size_t len)
{
	const char	*dir = getenv("TMPDIR");
	FILE		*fp;
	int		 fd;

	snprintf(path, size, "%s/check_rules.XXXXXX%s",
	    dir != NULL && *dir != '\0' ? dir : "/tmp", suffix);
	fd = mkstemps(path, (int)strlen(suffix));
	ck_assert_int_ge(fd, 0);
	fp = fdopen(fd, "wb");
	ck_assert_ptr_nonnull(fp);
	ck_assert_uint_eq(fwrite(text, 1, len, fp), len);
	ck_assert_int_eq(fclose(fp), 0);
}

/* ------------------------------------------------------------------ */
/* The built-in rule sets (spec/rules.md sections 2 and 3)            */

static const struct {
	const char	*name;
	int		 width, height, dirs;
	enum goal_check	 goal_check;
	int		 stones;
	const char	*camp[2];	/* in cell order */
	const char	*corner[2];	/* far corner of each goal */
	int		 camp_rule, camp_return, home, tempo, rep, rep_min;
} builtins[] = {
	{ "halma-10x10", 10, 10, 8, GOAL_IMMEDIATE, 15,
	  { "f1 g1 h1 i1 j1 g2 h2 i2 j2 h3 i3 j3 i4 j4 j5",
	    "a6 a7 b7 a8 b8 c8 a9 b9 c9 d9 a10 b10 c10 d10 e10" },
	  { "a10", "j1" }, 50, 1, 0, 0, 3, 52 },
	{ "corners-8x8", 8, 8, 4, GOAL_AFTER_ROUND, 10,
	  { "e1 f1 g1 h1 f2 g2 h2 g3 h3 h4",
	    "a5 a6 b6 a7 b7 c7 a8 b8 c8 d8" },
	  { "a8", "h1" }, 0, 0, 40, 80, 3, 52 },
};

TEST_LOOP(builtin, test_builtin, NELEM(builtins))
{
	struct notation_diag	 d;
	notation_rules		*r;
	char			 buf[512], corner[4];
	int			 i;

	notation_diag_clear(&d);
	r = notation_rules_builtin(builtins[_i].name, &d);
	ck_assert_msg(r != NULL, "%s", d.message);
	ck_assert_str_eq(notation_rules_name(r), builtins[_i].name);
	ck_assert_int_eq(notation_rules_width(r), builtins[_i].width);
	ck_assert_int_eq(notation_rules_height(r), builtins[_i].height);
	ck_assert_int_eq(notation_rules_directions(r), builtins[_i].dirs);
	ck_assert_int_eq(notation_rules_is_star(r), 0);
	ck_assert_int_eq(r->jump, JUMP_SHORT);
	ck_assert_int_eq(r->goal_check, builtins[_i].goal_check);
	ck_assert_int_eq(notation_rules_players(r), 2);
	ck_assert_int_eq(notation_rules_player_letter(r, 0), 'w');
	ck_assert_int_eq(notation_rules_player_letter(r, 1), 'b');
	ck_assert_str_eq(notation_rules_player_name(r, 0), "White");
	ck_assert_str_eq(notation_rules_player_name(r, 1), "Black");
	for (i = 0; i < 2; i++) {
		ck_assert_int_eq(notation_rules_stones(r, i),
		    builtins[_i].stones);
		cells_text(r, &r->pl[i].camp, buf, sizeof(buf));
		ck_assert_str_eq(buf, builtins[_i].camp[i]);
		ck_assert(bits_equal(&r->pl[i].start, &r->pl[i].camp));
		/* Each goal is the other player's camp. */
		ck_assert(bits_equal(&r->pl[i].goal, &r->pl[1 - i].camp));
		notation_cell_name(r, r->pl[i].corner, corner);
		ck_assert_str_eq(corner, builtins[_i].corner[i]);
		ck_assert_int_eq(r->pl[i].team, 0);
	}
	ck_assert_int_eq(r->camp_rule_move, builtins[_i].camp_rule);
	ck_assert_int_eq(r->camp_return, builtins[_i].camp_return);
	ck_assert_int_eq(r->home_check_move, builtins[_i].home);
	ck_assert_int_eq(r->tempo_check_move, builtins[_i].tempo);
	ck_assert_int_eq(r->repetition_count, builtins[_i].rep);
	ck_assert_int_eq(r->repetition_min_move, builtins[_i].rep_min);
	ck_assert_int_eq(r->goal_lock | r->camp_duty | r->no_move_loses |
	    r->swap | r->filled_goal_wins, 0);
	notation_rules_free(r);
}
END_TEST

/* Every generated entry loads, under its own name, from its own text. */
TEST_LOOP(builtin, test_builtin_every, (int)nt_builtin_count)
{
	struct notation_diag	 d;
	notation_rules		*r;
	const char		*text;
	size_t			 len;

	ck_assert_str_eq(notation_rules_builtin_name(_i), nt_builtin_names[_i]);
	text = notation_rules_builtin_yaml(_i, &len);
	ck_assert_ptr_eq(text, nt_builtin_texts[_i]);
	ck_assert_uint_eq(len, nt_builtin_lens[_i]);
	ck_assert_uint_eq(strlen(text), len);
	notation_diag_clear(&d);
	r = notation_rules_builtin(nt_builtin_names[_i], &d);
	ck_assert_msg(r != NULL, "%s:%lu:%lu: %s", nt_builtin_names[_i], d.line,
	    d.column, d.message);
	ck_assert_str_eq(notation_rules_name(r), nt_builtin_names[_i]);
	notation_rules_free(r);
}
END_TEST

TEST_ONCE(builtin, test_builtin_list)
{
	struct notation_diag	 d;
	size_t			 len = 7;

	ck_assert_uint_ge(nt_builtin_count, 2);
	ck_assert_str_eq(notation_rules_builtin_name(0),
	    NOTATION_DEFAULT_VARIANT);
	ck_assert_str_eq(notation_rules_builtin_name(1), "corners-8x8");
	ck_assert_ptr_null(notation_rules_builtin_name(nt_builtin_count));
	ck_assert_ptr_null(notation_rules_builtin_yaml(nt_builtin_count, &len));
	ck_assert_uint_eq(len, 7);
	notation_diag_clear(&d);
	ck_assert_ptr_null(notation_rules_builtin("halma-99x99", &d));
	ck_assert_int_eq(d.code, NOTATION_UNKNOWN_VARIANT);
	ck_assert_ptr_nonnull(strstr(d.message,
	    "unknown rule set 'halma-99x99'"));
}
END_TEST

/* ------------------------------------------------------------------ */
/* Loader diagnostics                                                 */

/* A small valid rule set, for snippets that break one thing. */
#define HEAD	"name: t\nboard: {shape: square, width: 4, height: 4}\n"
#define PLAYERS	"players:\n" \
		"  - {name: A, letter: a, camp: [a1, b1], goal: B}\n" \
		"  - {name: B, letter: b, camp: [c4, d4], goal: A}\n"

static const struct {
	const char	*what;
	const char	*yaml;
	unsigned long	 line, column;
	const char	*message;
} broken[] = {
	{ "syntax error", "name: t\ntitle: x: y\n", 2, 9,
	  "mapping values are not allowed" },
	{ "unclosed flow", "name: t\nboard: {shape: square\n", 3, 1,
	  "YAML syntax error" },
	{ "bad UTF-8", "name: t\ntitle: \"x\xff\"\n", 2, 10,
	  "UTF-8" },
	{ "empty file", "", 1, 1, "empty" },
	{ "not a mapping", "- name: t\n", 1, 1, "must be a mapping" },
	{ "two documents", HEAD PLAYERS "---\nname: u\n", 6, 1,
	  "exactly one YAML document" },
	{ "unknown key", HEAD "bord: 1\n" PLAYERS, 3, 1,
	  "unknown key 'bord'" },
	{ "unknown key in board",
	  "name: t\nboard: {shape: square, widht: 4}\n", 2, 24,
	  "unknown key 'widht' in board" },
	{ "unknown key in a player", HEAD "players:\n  - name: A\n"
	  "    colour: red\n", 5, 5, "unknown key 'colour' in player 1" },
	{ "duplicate key", "name: t\nname: u\n", 2, 1,
	  "duplicate key 'name'" },
	{ "duplicate key in end", HEAD PLAYERS
	  "end: {swap: true, swap: false}\n", 6, 19, "duplicate key 'swap'" },
	{ "complex key", "[a]: 1\n", 1, 1, "must be a string" },
	{ "bad cell", HEAD "players:\n  - {name: A, letter: a, "
	  "camp: [a1, e1], goal: [d4]}\n", 4, 37,
	  "'e1' in the camp of player A is not a cell" },
	{ "long bad cell", HEAD "players:\n  - {name: A, letter: a, "
	  "camp: [a1, abcdefghijkl], goal: [d4]}\n", 4, 37,
	  "'abcdefg...' in the camp" },
	{ "cell listed twice", HEAD "players:\n  - {name: A, letter: a, "
	  "camp: [a1, b1, a1], goal: [d4, c4, b4]}\n", 4, 41,
	  "cell a1 is listed twice" },
	{ "start cell taken", HEAD "players:\n"
	  "  - {name: A, letter: a, camp: [a1, b1], goal: B}\n"
	  "  - {name: B, letter: b, camp: [c4, d4], start: [b1], goal: A}\n",
	  5, 50, "cell b1 is already a start cell of player A" },
	{ "absurd width",
	  "name: t\nboard: {shape: square, width: 1000000000, height: 4}\n",
	  2, 31, "width 1000000000 is out of range (1 to 16)" },
	{ "overflowing number",
	  "name: t\nboard: {shape: square, width: 4, "
	  "height: 99999999999999999999999999}\n", 2, 42,
	  "height 99999999999999999999999999 is out of range" },
	{ "negative team", HEAD "players:\n  - {name: A, letter: a, "
	  "camp: [a1], goal: [d4], team: -1}\n", 4, 56, "out of range" },
	{ "hex number", "name: t\nboard: {shape: square, width: 0x10}\n",
	  2, 31, "width must be a decimal number" },
	{ "quoted number", "name: t\nboard: {shape: square, width: \"4\"}\n",
	  2, 31, "width must be a number" },
	{ "alias", "name: &n t\ntitle: x\n", 1, 7,
	  "aliases are not supported" },
	{ "bare alias", "name: t\ntitle: *n\n", 2, 8,
	  "aliases are not supported" },
	{ "tag", "name: !!str t\n", 1, 7, "tags are not supported" },
	{ "too many players", HEAD "players:\n"
	  "  - {name: A, letter: a, camp: [a1], goal: [d4]}\n"
	  "  - {name: B, letter: b, camp: [b1], goal: [d4]}\n"
	  "  - {name: C, letter: c, camp: [c1], goal: [d4]}\n"
	  "  - {name: D, letter: d, camp: [d1], goal: [d4]}\n"
	  "  - {name: E, letter: e, camp: [a2], goal: [d4]}\n"
	  "  - {name: F, letter: f, camp: [b2], goal: [d4]}\n"
	  "  - {name: G, letter: g, camp: [c2], goal: [d4]}\n",
	  10, 5, "more than 6 players" },
	{ "no players", HEAD "players: []\n", 3, 10, "1 to 6 players" },
	{ "missing name", "board: {shape: square, width: 4, height: 4}\n"
	  PLAYERS, 1, 1, "missing required key 'name'" },
	{ "missing board", "name: t\n" PLAYERS, 1, 1,
	  "missing required key 'board'" },
	{ "missing players", HEAD, 1, 1, "missing required key 'players'" },
	{ "missing letter", HEAD "players:\n  - {name: A, camp: [a1], "
	  "goal: [d4]}\n", 4, 5, "missing required key 'letter' in player 1" },
	{ "missing shape", "name: t\nboard: {width: 4, height: 4}\n" PLAYERS,
	  2, 8, "missing required key 'shape' in board" },
	{ "missing height", "name: t\nboard: {shape: square, width: 4}\n"
	  PLAYERS, 2, 8, "missing required key 'height' in board" },
	{ "missing move", HEAD PLAYERS "end: {camp-rule: {return: true}}\n",
	  6, 18, "missing required key 'move' in camp-rule" },
	{ "goal names an unknown player", HEAD "players:\n"
	  "  - {name: A, letter: a, camp: [a1, b1], goal: C}\n"
	  "  - {name: B, letter: b, camp: [c4, d4], goal: A}\n", 4, 48,
	  "goal of player A names no player: 'C'" },
	{ "goal names the player", HEAD "players:\n"
	  "  - {name: A, letter: a, camp: [a1, b1], goal: A}\n", 4, 48,
	  "cannot be its own camp" },
	{ "goal too small", HEAD "players:\n"
	  "  - {name: A, letter: a, camp: [a1, b1], goal: [d4]}\n", 4, 48,
	  "has 2 stones but a goal of only 1 cell: give its goal" },
	{ "wrong type: name", "name: [t]\n", 1, 7,
	  "name must be a string, not a list" },
	{ "wrong type: board", "name: t\nboard: square\n", 2, 8,
	  "board must be a mapping, not a scalar" },
	{ "wrong type: camp", HEAD "players:\n  - {name: A, letter: a, "
	  "camp: a1, goal: [d4]}\n", 4, 32, "camp must be a list of cells" },
	{ "wrong type: cell", HEAD "players:\n  - {name: A, letter: a, "
	  "camp: [[a1]], goal: [d4]}\n", 4, 33,
	  "must be a cell name such as a1" },
	{ "wrong type: players", HEAD "players: {name: A}\n", 3, 10,
	  "players must be a list of players" },
	{ "wrong type: goal", HEAD "players:\n  - {name: A, letter: a, "
	  "camp: [a1], goal: {a: b}}\n", 4, 44,
	  "goal must be a player's name or a list of cells" },
	{ "wrong type: boolean", HEAD PLAYERS "end: {swap: yes}\n", 6, 13,
	  "swap must be true or false" },
	{ "bad name", "name: Halma\n", 1, 7,
	  "name must be lowercase letters" },
	{ "long name", "name: "
	  "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n",
	  1, 7, "name is too long (at most 63 bytes)" },
	{ "control character", "name: t\ntitle: \"a\\tb\"\n", 2, 8,
	  "must not contain control characters" },
	{ "NUL byte", "name: \"t\\0\"\n", 1, 7,
	  "must not contain control characters" },
	{ "bad shape", "name: t\nboard: {shape: hexagon}\n", 2, 16,
	  "shape must be square or star, not 'hexagon'" },
	{ "star with width", "name: t\nboard: {shape: star, width: 4}\n"
	  "players:\n  - {name: A, letter: a, camp: [i9], goal: [i10]}\n",
	  2, 22, "a star board has no width" },
	{ "6 directions on a square", HEAD "directions: 6\n" PLAYERS, 3, 13,
	  "directions must be 4 or 8 on a square board" },
	{ "bad jumps", HEAD "jumps: far\n" PLAYERS, 3, 8,
	  "jumps must be short, long or none" },
	{ "bad jump-over", HEAD "jump-over: mine\n" PLAYERS, 3, 12,
	  "jump-over must be any, own, opponent or empty, not 'mine'" },
	{ "bad letter", HEAD "players:\n  - {name: A, letter: W, "
	  "camp: [a1], goal: [d4]}\n", 4, 23, "letter must be one lowercase" },
	{ "letter twice", HEAD "players:\n"
	  "  - {name: A, letter: a, camp: [a1], goal: [d4]}\n"
	  "  - {name: B, letter: a, camp: [b1], goal: [d4]}\n", 5, 23,
	  "letter 'a' is already player A's" },
	{ "player name twice", HEAD "players:\n"
	  "  - {name: A, letter: a, camp: [a1], goal: [d4]}\n"
	  "  - {name: A, letter: b, camp: [b1], goal: [d4]}\n", 5, 12,
	  "player name 'A' is used twice" },
	{ "corner outside the goal", HEAD "players:\n"
	  "  - {name: A, letter: a, camp: [a1], goal: [d4], corner: a1}\n",
	  4, 58, "corner of player A must be a cell of its goal" },
	{ "repetition count 1", HEAD PLAYERS "end: {repetition: {count: 1}}\n",
	  6, 27, "count 1 is out of range (2 to 99)" },
	{ "move 0", HEAD PLAYERS "end: {home-check: {move: 0}}\n",
	  6, 26, "move 0 is out of range (1 to 9999)" },
	{ "bad goal check", HEAD PLAYERS "end: {goal: later}\n",
	  6, 13, "goal must be immediate or after-round" },
	{ "empty list", HEAD "players:\n  - {name: A, letter: a, "
	  "camp: [], goal: [d4]}\n", 4, 32,
	  "the camp of player A must not be empty" },
	/* Issue 24: what cannot be meant, and messages that name the fix. */
	{ "goal is the own camp as cells", HEAD "players:\n"
	  "  - {name: A, letter: a, camp: [a1, b1], goal: [a1, b1]}\n", 4, 48,
	  "the goal of player A overlaps its own camp (a1)" },
	{ "goal overlaps the own camp", HEAD "players:\n"
	  "  - {name: A, letter: a, camp: [a1, b1], goal: [b1, c4]}\n", 4, 48,
	  "overlaps its own camp (b1)" },
	{ "camps overlap with start", HEAD "players:\n"
	  "  - {name: A, letter: a, camp: [a1, b1], goal: B}\n"
	  "  - {name: B, letter: b, camp: [c4, b1], start: [c4], goal: A}\n",
	  5, 37, "cell b1 is in the camps of players A and B" },
	{ "leading zero", "name: t\nboard: {shape: square, width: 010}\n",
	  2, 31, "width 010 has a leading zero, which YAML 1.1 reads as octal "
	  "and YAML 1.2 as decimal: write 10" },
	{ "octal 0o", "name: t\nboard: {shape: square, width: 0o10}\n",
	  2, 31, "read differently" },
	{ "digit separator", HEAD PLAYERS "end: {tempo-check: {move: 1_000}}\n",
	  6, 27, "YAML 1.1 reads as 1000 and YAML 1.2 as text; write 1000" },
	{ "digit separators past 9 digits", HEAD PLAYERS "end: {tempo-check: "
	  "{move: 1_000_000_000_000}}\n", 6, 27, "YAML 1.1 reads as a number "
	  "and YAML 1.2 as text; write it without '_'" },
	{ "base 60", HEAD PLAYERS "end: {tempo-check: {move: 1:30}}\n",
	  6, 27, "base-60" },
	{ "on for a number", HEAD PLAYERS "end: {tempo-check: {move: on}}\n",
	  6, 27, "YAML 1.1 reads as a boolean" },
	{ "no for a boolean", HEAD PLAYERS "end: {goal-lock: no}\n",
	  6, 18, "not 'no', which YAML 1.1 reads as a boolean and YAML 1.2 as "
	  "text: write false" },
	{ "True for a boolean", HEAD PLAYERS "end: {goal-lock: True}\n",
	  6, 18, "write it in lower case" },
	{ "quoted number hint",
	  "name: t\nboard: {shape: square, width: \"8\"}\n", 2, 31,
	  "not the string \"8\": remove the quotes (width: 8)" },
	{ "tab indentation", "name: t\nboard:\n\tshape: square\n", 3, 1,
	  "a tab is used for indentation" },
	{ "unknown key: nearest and list", HEAD PLAYERS
	  "end: {tempo-chek: {move: 80}}\n", 6, 7,
	  "unknown key 'tempo-chek' in end; did you mean 'tempo-check'? "
	  "(keys of end: goal, camp-rule, home-check, tempo-check," },
	{ "misplaced key", HEAD "height: 4\n" PLAYERS, 3, 1,
	  "'height' is a key of board (keys of the rule file: name, title," },
	{ "upper-case cell", HEAD "players:\n  - {name: A, letter: a, "
	  "camp: [A1, b1], goal: B}\n", 4, 33,
	  "'A1' is written in upper case: cells in a rule file are lower "
	  "case (a1)" },
	{ "only a comment", "# nothing yet\n\n", 1, 1,
	  "the rule file holds only comments" },
	{ "indented comment", "\n   # nothing yet\n", 2, 4,
	  "only comments" },
};

/*
 * The rule file yaml (what names it) is refused as bad-rules, in
 * test.yaml at line:column, with a message that holds message.
 */
static void
check_refused(const char *what, const char *yaml, unsigned long line,
    unsigned long column, const char *message)
{
	struct notation_diag	 d;
	notation_rules		*r;

	r = load(yaml, &d);
	if (r != NULL)
		notation_rules_free(r);
	ck_assert_msg(r == NULL, "%s: loaded", what);
	ck_assert_msg(d.code == NOTATION_BAD_RULES, "%s: code %s", what,
	    notation_code_name(d.code));
	ck_assert_msg(d.file != NULL && strcmp(d.file, "test.yaml") == 0,
	    "%s: file", what);
	ck_assert_msg(strstr(d.message, message) != NULL,
	    "%s: message \"%s\"", what, d.message);
	ck_assert_msg(d.line == line && d.column == column,
	    "%s: at %lu:%lu, not %lu:%lu (%s)", what, d.line, d.column, line,
	    column, d.message);
}

TEST_LOOP(load, test_broken, NELEM(broken))
{
	check_refused(broken[_i].what, broken[_i].yaml, broken[_i].line,
	    broken[_i].column, broken[_i].message);
}
END_TEST

/*
 * Rules that can never take effect load with a warning at their key
 * (notation_rules_warning()); the built-in rule sets have none.
 */
static const struct {
	const char	*yaml;
	unsigned long	 line, column;
	const char	*message;	/* NULL: no warning */
} dead[] = {
	{ HEAD PLAYERS "end:\n  home-check: {move: 90}\n"
	  "  tempo-check: {move: 80}\n", 7, 3,
	  "home-check after move 90 can never take effect: the tempo check "
	  "ends every game after move 80" },
	{ HEAD PLAYERS "end: {camp-rule: {move: 81}, tempo-check: {move: 80}}\n",
	  6, 7, "camp-rule after move 81 can never take effect" },
	{ HEAD PLAYERS "end: {repetition: {count: 3, min-move: 90}, "
	  "tempo-check: {move: 80}}\n", 6, 7, "repetition from move 90" },
	{ HEAD "jump-over: opponent\nplayers:\n"
	  "  - {name: A, letter: a, camp: [a1], goal: [d4]}\n", 3, 1,
	  "no jump can ever be made" },
	{ HEAD PLAYERS "end: {home-check: {move: 80}, tempo-check: {move: 80}}\n",
	  0, 0, NULL },
	{ HEAD PLAYERS "end: {tempo-check: {move: 80}, draw-after: "
	  "{move: 80}}\n", 6, 32, "draw-after move 80 can never take effect" },
	{ HEAD PLAYERS "end: {tempo-check: {move: 80}, draw-after: "
	  "{move: 79}}\n", 0, 0, NULL },
	{ HEAD "finished-moves: own\n" PLAYERS, 3, 1,
	  "finished-moves: own without teams" },
};

TEST_LOOP(load, test_dead_rules, NELEM(dead))
{
	const struct notation_diag	*w;
	notation_rules			*r;

	r = load_ok(dead[_i].yaml);
	w = notation_rules_warning(r, 0);
	if (dead[_i].message == NULL)
		ck_assert_ptr_null(w);
	else {
		ck_assert_ptr_nonnull(w);
		ck_assert_int_eq(w->severity, NOTATION_WARNING);
		ck_assert_int_eq(w->code, NOTATION_BAD_RULES);
		ck_assert_str_eq(w->file, "test.yaml");
		ck_assert_uint_eq(w->line, dead[_i].line);
		ck_assert_uint_eq(w->column, dead[_i].column);
		ck_assert_msg(strstr(w->message, dead[_i].message) != NULL,
		    "'%s' lacks '%s'", w->message, dead[_i].message);
		ck_assert_ptr_null(notation_rules_warning(r, 1));
	}
	notation_rules_free(r);
}
END_TEST

TEST_LOOP(load, test_builtin_no_warning, (int)nt_builtin_count)
{
	notation_rules	*r;

	r = notation_rules_builtin(nt_builtin_names[_i], NULL);
	ck_assert_ptr_nonnull(r);
	ck_assert_ptr_null(notation_rules_warning(r, 0));
	notation_rules_free(r);
}
END_TEST

/* Files that do load, with what they must mean. */
TEST_ONCE(load, test_defaults)
{
	notation_rules	*r;

	r = load_ok(HEAD PLAYERS);
	ck_assert_str_eq(notation_rules_title(r), "t");
	ck_assert_int_eq(notation_rules_directions(r), 8);
	ck_assert_int_eq(r->jump, JUMP_SHORT);
	ck_assert_int_eq(r->goal_check, GOAL_IMMEDIATE);
	ck_assert_int_eq(r->camp_rule_move | r->camp_return |
	    r->home_check_move | r->tempo_check_move | r->repetition_count |
	    r->repetition_min_move | r->goal_lock | r->camp_duty |
	    r->no_move_loses | r->swap | r->filled_goal_wins, 0);
	ck_assert_int_eq(notation_rules_stones(r, 0), 2);
	notation_rules_free(r);

	/* Without min-move, every repetition counts. */
	r = load_ok(HEAD PLAYERS "end: {repetition: {count: 2}}\n");
	ck_assert_int_eq(r->repetition_count, 2);
	ck_assert_int_eq(r->repetition_min_move, 1);
	notation_rules_free(r);

	r = load_ok("name: s\nboard: {shape: star}\nplayers:\n"
	    "  - {name: A, letter: a, camp: [i9], goal: [i10]}\n");
	ck_assert_int_eq(notation_rules_is_star(r), 1);
	ck_assert_int_eq(notation_rules_directions(r), 6);
	notation_rules_free(r);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Writing rule sets                                                  */

/* Rule sets that use every key, beside the built-ins. */
static const char *const every_key[] = {
	"name: every-key\n"
	"title: 'Every key: \"quoted\" text, # and all'\n"
	"board: {shape: square, width: 6, height: 5}\n"
	"directions: 4\n"
	"jumps: long\n"
	"jump-over: own\n"
	"players:\n"
	"  - {name: \"true\", letter: t, camp: [a1, b1, c1], start: [a1, b1],\n"
	"     goal: [d5, e5, f5], corner: e5, team: 1}\n"
	"  - {name: Zwei Wörter, letter: z, camp: [d5, e5, f5],\n"
	"     goal: \"true\", team: 2}\n"
	"  - {name: '10', letter: x, camp: [f1], goal: [a5]}\n"
	"end:\n"
	"  goal: after-round\n"
	"  camp-rule: {move: 7, return: false}\n"
	"  home-check: {move: 8}\n"
	"  tempo-check: {move: 9}\n"
	"  repetition: {count: 4, min-move: 10}\n"
	"  goal-lock: true\n"
	"  camp-duty: true\n"
	"  no-move-loses: true\n"
	"  swap: true\n"
	"  filled-goal-wins: true\n",
	"name: star\n"
	"board: {shape: star}\n"
	"players:\n"
	"  - {name: A, letter: a, camp: [i9], goal: [i10]}\n",
	"name: over\n"
	"board: {shape: square, width: 4, height: 4}\n"
	"jump-over: opponent\n"
	"players:\n"
	"  - {name: A, letter: a, camp: [a1, b1], goal: B}\n"
	"  - {name: B, letter: b, camp: [c4, d4], goal: A}\n",
};

/* The rules' numbers and switches past the board and the players. */
#define RULE_FIELDS(X)							\
	X(goal_check) X(camp_rule_move) X(camp_return)			\
	X(home_check_move) X(tempo_check_move) X(repetition_count)	\
	X(repetition_min_move) X(goal_lock) X(camp_duty)		\
	X(no_move_loses) X(swap) X(filled_goal_wins)			\
	X(draw_after_move) X(finished_own) X(camp_rule_at_once)	\
	X(goal_lock_hops) X(chain_to_start)
#define SAME_FIELD(f)	ck_assert_int_eq(a->f, b->f);

static void
same_rules(const notation_rules *a, const notation_rules *b)
{
	int	 i;

	ck_assert_str_eq(a->name, b->name);
	ck_assert_str_eq(a->title, b->title);
	ck_assert(memcmp(&a->geo, &b->geo, sizeof(a->geo)) == 0);
	ck_assert_int_eq(a->jump, b->jump);
	ck_assert_int_eq(a->jump_over, b->jump_over);
	ck_assert_int_eq(a->nplayers, b->nplayers);
	for (i = 0; i < a->nplayers; i++) {
		ck_assert_int_eq(a->pl[i].letter, b->pl[i].letter);
		ck_assert_str_eq(a->pl[i].name, b->pl[i].name);
		ck_assert(bits_equal(&a->pl[i].camp, &b->pl[i].camp));
		ck_assert(bits_equal(&a->pl[i].start, &b->pl[i].start));
		ck_assert(bits_equal(&a->pl[i].goal, &b->pl[i].goal));
		ck_assert_int_eq(a->pl[i].nstones, b->pl[i].nstones);
		ck_assert_int_eq(a->pl[i].corner, b->pl[i].corner);
		ck_assert_int_eq(a->pl[i].team, b->pl[i].team);
	}
	RULE_FIELDS(SAME_FIELD)
	ck_assert(memcmp(a->zobrist, b->zobrist, sizeof(a->zobrist)) == 0);
}

/* load -> emit -> load -> emit: the same rule set and the same bytes. */
static void
round_trip(notation_rules *r1)
{
	struct notation_buf	 y1 = NOTATION_BUF_INIT, y2 = NOTATION_BUF_INIT;
	struct notation_diag	 d;
	notation_rules		*r2;

	notation_diag_clear(&d);
	ck_assert_int_eq(notation_rules_emit_yaml(r1, &y1, &d), 0);
	r2 = load(y1.data, &d);
	ck_assert_msg(r2 != NULL, "%lu:%lu: %s\n%s", d.line, d.column,
	    d.message, y1.data);
	same_rules(r1, r2);
	ck_assert_int_eq(notation_rules_emit_yaml(r2, &y2, &d), 0);
	ck_assert_str_eq(y1.data, y2.data);
	notation_rules_free(r2);
	notation_buf_free(&y1);
	notation_buf_free(&y2);
}

TEST_LOOP(emit, test_emit_builtin, (int)nt_builtin_count)
{
	struct notation_diag	 d;
	notation_rules		*r;

	notation_diag_clear(&d);
	r = notation_rules_builtin(nt_builtin_names[_i], &d);
	ck_assert_ptr_nonnull(r);
	round_trip(r);
	notation_rules_free(r);
}
END_TEST

TEST_LOOP(emit, test_emit_every_key, NELEM(every_key))
{
	notation_rules	*r;

	r = load_ok(every_key[_i]);
	round_trip(r);
	notation_rules_free(r);
}
END_TEST

/* Emitting appends to what the buffer holds. */
TEST_ONCE(emit, test_emit_appends)
{
	struct notation_buf	 b = NOTATION_BUF_INIT;
	notation_rules		*r;

	r = load_ok(HEAD PLAYERS);
	ck_assert_int_eq(notation_buf_puts(&b, "# head\n"), 0);
	ck_assert_int_eq(notation_rules_emit_yaml(r, &b, NULL), 0);
	ck_assert(strncmp(b.data, "# head\nname: t\n", 15) == 0);
	notation_buf_free(&b);
	notation_rules_free(r);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Files and catalogs                                                 */

TEST_ONCE(load, test_load_file)
{
	struct notation_diag	 d;
	notation_rules		*r;
	char			 path[512];
	const char		*text = HEAD PLAYERS;

	write_temp(path, sizeof(path), ".yaml", text, strlen(text));
	notation_diag_clear(&d);
	r = notation_rules_load_file(path, &d);
	ck_assert_msg(r != NULL, "%s", d.message);
	ck_assert_str_eq(notation_rules_name(r), "t");
	notation_rules_free(r);
	unlink(path);

	/* Errors name the file as the caller passed it. */
	text = HEAD PLAYERS "end: {swap: 1}\n";
	write_temp(path, sizeof(path), ".yaml", text, strlen(text));
	r = notation_rules_load_file(path, &d);
	ck_assert_ptr_null(r);
	ck_assert_ptr_eq(d.file, path);
	ck_assert_uint_eq(d.line, 6);
	ck_assert_uint_eq(d.column, 13);
	unlink(path);

	notation_diag_clear(&d);
	ck_assert_ptr_null(notation_rules_load_file("/nonexistent/x.yaml",
	    &d));
	ck_assert_int_eq(d.code, NOTATION_IO);
	ck_assert_str_eq(d.file, "/nonexistent/x.yaml");
}
END_TEST

/* A file over 1 MiB is refused from its size, whatever it holds. */
TEST_ONCE(load, test_too_large)
{
	struct notation_diag	 d;
	char			 path[512], *big;
	size_t			 n = 1024 * 1024 + 1;
	FILE			*fp;

	big = malloc(n);
	ck_assert_ptr_nonnull(big);
	memset(big, '#', n);
	notation_diag_clear(&d);
	ck_assert_ptr_null(notation_rules_load_string(big, n, "big", &d));
	ck_assert_int_eq(d.code, NOTATION_BAD_RULES);
	ck_assert_ptr_nonnull(strstr(d.message, "file too large"));

	write_temp(path, sizeof(path), ".yaml", "", 0);
	fp = fopen(path, "r+");
	ck_assert_ptr_nonnull(fp);
	ck_assert_int_eq(ftruncate(fileno(fp), (off_t)n), 0);
	fclose(fp);
	notation_diag_clear(&d);
	ck_assert_ptr_null(notation_rules_load_file(path, &d));
	ck_assert_int_eq(d.code, NOTATION_BAD_RULES);
	ck_assert_ptr_nonnull(strstr(d.message, "file too large"));
	unlink(path);

	/* Exactly 1 MiB of comment is not too large, only comments. */
	notation_diag_clear(&d);
	big[n - 2] = '\n';
	ck_assert_ptr_null(notation_rules_load_string(big, n - 1, "big", &d));
	ck_assert_ptr_nonnull(strstr(d.message, "only comments"));
	ck_assert_uint_eq(d.line, 1);
	ck_assert_uint_eq(d.column, 1);
	free(big);
}
END_TEST

TEST_ONCE(catalog, test_catalog)
{
	struct notation_diag	 d;
	notation_catalog	*c;
	const notation_rules	*a, *b;

	c = notation_catalog_new();
	ck_assert_ptr_nonnull(c);
	notation_diag_clear(&d);
	a = notation_catalog_find(c, "halma-10x10", &d);
	ck_assert_ptr_nonnull(a);
	ck_assert_str_eq(notation_rules_name(a), "halma-10x10");
	/* Loaded once: the same rule set every time. */
	ck_assert_ptr_eq(notation_catalog_find(c, "halma-10x10", &d), a);
	ck_assert_ptr_eq(notation_catalog_resolve(c, "halma-10x10", &d), a);
	b = notation_catalog_resolve(c, "corners-8x8", &d);
	ck_assert_ptr_nonnull(b);
	ck_assert_str_eq(notation_rules_name(b), "corners-8x8");
	ck_assert_int_eq(notation_rules_directions(b), 4);

	ck_assert_ptr_null(notation_catalog_find(c, "foo", &d));
	ck_assert_int_eq(d.code, NOTATION_UNKNOWN_VARIANT);
	ck_assert_str_eq(d.message,
	    "unknown rule set 'foo': neither built in nor loaded from a "
	    "rule file");
	notation_diag_clear(&d);
	ck_assert_ptr_null(notation_catalog_resolve(c, "foo", &d));
	ck_assert_int_eq(d.code, NOTATION_UNKNOWN_VARIANT);
	/* Names with a suffix or a slash are files. */
	notation_diag_clear(&d);
	ck_assert_ptr_null(notation_catalog_resolve(c, "foo.yml", &d));
	ck_assert_int_eq(d.code, NOTATION_IO);
	notation_diag_clear(&d);
	ck_assert_ptr_null(notation_catalog_resolve(c, "./foo", &d));
	ck_assert_int_eq(d.code, NOTATION_IO);
	notation_catalog_free(c);
}
END_TEST

/*
 * Names are found in any case; an unknown one is answered with the
 * nearest known names, nearest first, ties in byte order.
 */
static const struct {
	const char	*name;
	const char	*found;		/* NULL: unknown */
	const char	*message;	/* for an unknown name */
} names[] = {
	{ "Corners-8x8", "corners-8x8", NULL },
	{ "HALMA-10X10", "halma-10x10", NULL },
	{ "halma-11x11", NULL, "unknown rule set 'halma-11x11'; did you "
	    "mean halma-10x10, halma-16x16?" },
	{ "corners8x8", NULL, "unknown rule set 'corners8x8'; did you "
	    "mean corners-8x8, corners-3x4?" },
	{ "sternhalma", NULL, "unknown rule set 'sternhalma'; did you mean "
	    "sternhalma-2p, sternhalma-2p-15, sternhalma-2p-2c-crossed?" },
	{ "my.yaml", NULL, "unknown rule set 'my.yaml': a rule set is named "
	    "by its name: key, and its file must be loaded into the catalog "
	    "first" },
	{ "x", NULL, "unknown rule set 'x': neither built in nor loaded "
	    "from a rule file" },
};

TEST_LOOP(catalog, test_catalog_names, NELEM(names))
{
	struct notation_diag	 d;
	notation_catalog	*c;
	const notation_rules	*r;

	ck_assert_ptr_nonnull(c = notation_catalog_new());
	notation_diag_clear(&d);
	r = notation_catalog_find(c, names[_i].name, &d);
	if (names[_i].found != NULL) {
		ck_assert_msg(r != NULL, "%s: %s", names[_i].name, d.message);
		ck_assert_str_eq(notation_rules_name(r), names[_i].found);
	} else {
		ck_assert_ptr_null(r);
		ck_assert_int_eq(d.code, NOTATION_UNKNOWN_VARIANT);
		ck_assert_str_eq(d.message, names[_i].message);
	}
	notation_catalog_free(c);
}
END_TEST

/*
 * Every built-in is found by its name in capitals, and its name with a
 * byte more or a byte less is not one (unless that is another built-in):
 * the catalog's binary search over the names in byte order misses none
 * and finds no neighbour.
 */
TEST_ONCE(catalog, test_catalog_every_name)
{
	notation_catalog	*c;
	const notation_rules	*r;
	const char		*name;
	char			 up[64], near[64];
	size_t			 i, j, len, k;
	int			 known;

	ck_assert_ptr_nonnull(c = notation_catalog_new());
	for (i = 0; (name = notation_rules_builtin_name(i)) != NULL; i++) {
		len = strlen(name);
		ck_assert_uint_lt(len + 2, sizeof(up));
		for (j = 0; j <= len; j++)
			up[j] = (char)toupper((unsigned char)name[j]);
		r = notation_catalog_find(c, up, NULL);
		ck_assert_msg(r != NULL, "%s not found", up);
		ck_assert_str_eq(notation_rules_name(r), name);
		for (k = 0; k < 2; k++) {
			memcpy(near, name, len + 1);
			if (k == 0) {
				near[len] = '0';
				near[len + 1] = '\0';
			} else
				near[len - 1] = '\0';
			for (j = 0, known = 0;
			    notation_rules_builtin_name(j) != NULL; j++)
				known |= strcmp(notation_rules_builtin_name(j),
				    near) == 0;
			r = notation_catalog_find(c, near, NULL);
			ck_assert_msg((r != NULL) == known, "%s: %s", near,
			    r != NULL ? "found" : "not found");
		}
	}
	ck_assert_uint_gt(i, 80);
	notation_catalog_free(c);
}
END_TEST

/* A rule set built in memory joins a catalog and shadows a built-in. */
TEST_ONCE(catalog, test_catalog_add)
{
	struct notation_diag	 d;
	notation_catalog	*c;
	notation_rules		*mine;
	const notation_rules	*kept;
	const char		*text = "name: corners-8x8\n"
	    "board: {shape: square, width: 4, height: 4}\n" PLAYERS;

	ck_assert_ptr_nonnull(c = notation_catalog_new());
	notation_diag_clear(&d);
	mine = notation_rules_load_string(text, strlen(text), "mine", &d);
	ck_assert_msg(mine != NULL, "%s", d.message);
	kept = notation_catalog_add(c, mine, &d);
	ck_assert_ptr_eq(kept, mine);
	ck_assert_ptr_eq(notation_catalog_find(c, "CORNERS-8x8", &d), mine);
	ck_assert_int_eq(notation_rules_width(kept), 4);
	/* Nothing to add, or nowhere to add it: refused, not a crash. */
	ck_assert_ptr_null(notation_catalog_add(c, NULL, &d));
	ck_assert_ptr_null(notation_catalog_find(c, NULL, &d));
	ck_assert_ptr_null(notation_catalog_find(NULL, "halma-10x10", &d));
	ck_assert_ptr_null(notation_catalog_load_file(c, NULL, &d));
	ck_assert_ptr_null(notation_catalog_resolve(c, NULL, &d));
	notation_catalog_free(c);
}
END_TEST

/*
 * One catalog shared by four threads that look up every built-in at
 * once: each gets the one rule set of that name (the lazy loading is
 * guarded).  make check-all runs it under ThreadSanitizer too.
 */
struct lookup {
	notation_catalog	*c;
	const notation_rules	*got[64];
	int			 failed;
};

static void *
look_up_all(void *arg)
{
	struct lookup		*l = arg;
	struct notation_diag	 d;
	const char		*name;
	size_t			 i;

	for (i = 0; i < 64 && (name = notation_rules_builtin_name(i)) != NULL;
	    i++) {
		notation_diag_clear(&d);
		if ((l->got[i] = notation_catalog_find(l->c, name, &d)) == NULL ||
		    strcmp(notation_rules_name(l->got[i]), name) != 0)
			l->failed++;
	}
	return NULL;
}

TEST_ONCE(catalog, test_catalog_threads)
{
	struct lookup	 l[4];
	pthread_t	 t[4];
	notation_catalog *c;
	int		 round, k;
	size_t		 i;

	for (round = 0; round < 20; round++) {
		ck_assert_ptr_nonnull(c = notation_catalog_new());
		memset(l, 0, sizeof(l));
		for (k = 0; k < 4; k++) {
			l[k].c = c;
			ck_assert_int_eq(pthread_create(&t[k], NULL,
			    look_up_all, &l[k]), 0);
		}
		for (k = 0; k < 4; k++)
			ck_assert_int_eq(pthread_join(t[k], NULL), 0);
		for (k = 0; k < 4; k++) {
			ck_assert_int_eq(l[k].failed, 0);
			for (i = 0; i < 64; i++)
				ck_assert_ptr_eq(l[k].got[i], l[0].got[i]);
		}
		notation_catalog_free(c);
	}
}
END_TEST

/* A file of a built-in's name shadows the built-in. */
TEST_ONCE(catalog, test_catalog_shadow)
{
	struct notation_diag	 d;
	notation_catalog	*c;
	const notation_rules	*builtin, *file, *mine;
	char			 path[512];
	const char		*text = "name: corners-8x8\n"
	    "board: {shape: square, width: 4, height: 4}\n" PLAYERS;

	c = notation_catalog_new();
	ck_assert_ptr_nonnull(c);
	notation_diag_clear(&d);
	builtin = notation_catalog_find(c, "corners-8x8", &d);
	ck_assert_ptr_nonnull(builtin);
	write_temp(path, sizeof(path), ".yaml", text, strlen(text));
	file = notation_catalog_resolve(c, path, &d);
	ck_assert_msg(file != NULL, "%s", d.message);
	ck_assert_ptr_ne(file, builtin);
	ck_assert_int_eq(notation_rules_width(file), 4);
	ck_assert_ptr_eq(notation_catalog_find(c, "corners-8x8", &d), file);
	/* The same path again is the same rule set, not read again. */
	ck_assert_ptr_eq(notation_catalog_load_file(c, path, &d), file);
	unlink(path);

	/* A broken file adds nothing. */
	text = "name: mine\n";
	write_temp(path, sizeof(path), ".yml", text, strlen(text));
	notation_diag_clear(&d);
	ck_assert_ptr_null(notation_catalog_resolve(c, path, &d));
	ck_assert_int_eq(d.code, NOTATION_BAD_RULES);
	ck_assert_ptr_eq(d.file, path);
	notation_diag_clear(&d);
	ck_assert_ptr_null(notation_catalog_find(c, "mine", &d));
	unlink(path);

	text = "name: mine\nboard: {shape: square, width: 4, height: 4}\n"
	    PLAYERS;
	write_temp(path, sizeof(path), ".yml", text, strlen(text));
	mine = notation_catalog_resolve(c, path, &d);
	ck_assert_ptr_nonnull(mine);
	ck_assert_ptr_eq(notation_catalog_find(c, "mine", &d), mine);
	ck_assert_ptr_eq(notation_catalog_find(c, "corners-8x8", &d), file);
	unlink(path);
	notation_catalog_free(c);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The keys of what other servers play (spec/rules-format.md)         */

/*
 * Each key: a rule file that uses it, which must load, mean it, and
 * write back as itself (round_trip()); and its default, today's rules,
 * which the writer leaves unsaid.
 */
static const struct {
	const char	*yaml;
	const char	*written;	/* a line the writer must write */
} server_keys[] = {
	{ HEAD PLAYERS "end: {draw-after: {move: 40}}\n",
	  "  draw-after: {move: 40}\n" },
	{ HEAD "finished-moves: own\nplayers:\n"
	  "  - {name: A, letter: a, camp: [a1], goal: [d4], team: 1}\n"
	  "  - {name: B, letter: b, camp: [b1], goal: [c4], team: 1}\n",
	  "\nfinished-moves: own\nend:" },
	{ HEAD PLAYERS "end: {camp-rule: {move: 5, at-once: true}}\n",
	  "  camp-rule: {move: 5, return: false, at-once: true}\n" },
	{ HEAD PLAYERS "end: {goal-lock: true, goal-lock-hops: true}\n",
	  "  filled-goal-wins: false\n  goal-lock-hops: true\n" },
	{ HEAD "chain-to-start: true\n" PLAYERS,
	  "\nchain-to-start: true\nend:" },
	{ HEAD PLAYERS "turn-order: [B, A]\n",
	  "  goal: A\n  corner: a1\nturn-order: [B, A]\n" },
	{ HEAD "players:\n"
	  "  - {name: A, letter: a, camp: [a1], goal: [d4]}\n"
	  "  - {name: B, letter: b, camp: [b1], goal: [c4]}\n"
	  "  - {name: C, letter: c, camp: [c1], goal: [b4]}\n"
	  "turn-order: [A, C, B]\n", "\nturn-order: [A, C, B]\n" },
};

TEST_LOOP(emit, test_server_keys, NELEM(server_keys))
{
	struct notation_buf	 y = NOTATION_BUF_INIT;
	notation_rules		*r;

	r = load_ok(server_keys[_i].yaml);
	round_trip(r);
	ck_assert_int_eq(notation_rules_emit_yaml(r, &y, NULL), 0);
	ck_assert_msg(strstr(y.data, server_keys[_i].written) != NULL,
	    "'%s' lacks '%s'", y.data, server_keys[_i].written);
	notation_buf_free(&y);
	notation_rules_free(r);
}
END_TEST

/*
 * turn-order puts the players in turn order, each with its own camp,
 * goal and letter; the writer lists them as the file did.
 */
TEST_ONCE(emit, test_turn_order)
{
	struct notation_buf	 y = NOTATION_BUF_INIT;
	notation_rules		*r;
	notation_game		*g;

	r = load_ok(HEAD PLAYERS "turn-order: [B, A]\n");
	ck_assert_str_eq(notation_rules_player_name(r, 0), "B");
	ck_assert_int_eq(notation_rules_player_letter(r, 0), 'b');
	ck_assert_int_eq(r->pl[0].corner, notation_cell_parse(r, "a1", 2));
	ck_assert_int_eq(r->listed[0], 1);
	ck_assert_int_eq(r->listed[1], 0);
	ck_assert_int_eq(notation_rules_emit_yaml(r, &y, NULL), 0);
	ck_assert_ptr_nonnull(strstr(y.data, "- name: A\n"));
	ck_assert(strstr(y.data, "- name: A\n") <
	    strstr(y.data, "- name: B\n"));
	/* B moves first, A's stones wait. */
	g = notation_game_new(r);
	ck_assert_ptr_nonnull(g);
	ck_assert_int_eq(notation_game_play(g, "a1-a2", 5, NULL),
	    NOTATION_ILLEGAL_MOVE);
	ck_assert_int_eq(notation_game_play(g, "c4-c3", 5, NULL), 0);
	ck_assert_int_eq(notation_game_play(g, "a1-a2", 5, NULL), 0);
	notation_game_free(g);
	notation_buf_free(&y);
	notation_rules_free(r);
}
END_TEST

/* The defaults are today's rules, and are not written. */
TEST_ONCE(emit, test_server_key_defaults)
{
	static const char *const unsaid[] = { "draw-after",
	    "finished-moves", "turn-order", "at-once", "goal-lock-hops",
	    "chain-to-start" };
	struct notation_buf	 y = NOTATION_BUF_INIT;
	notation_rules		*r;
	size_t			 i;

	r = load_ok(HEAD PLAYERS "end: {camp-rule: {move: 5, at-once: false}}\n");
	ck_assert_int_eq(r->draw_after_move, 0);
	ck_assert_int_eq(r->camp_rule_at_once, 0);
	ck_assert_int_eq(r->goal_lock_hops, 0);
	ck_assert_int_eq(r->chain_to_start, 0);
	ck_assert_int_eq(r->finished_own, 0);
	notation_rules_free(r);
	r = load_ok(HEAD "finished-moves: partner\n" PLAYERS);
	ck_assert_int_eq(r->finished_own, 0);
	notation_rules_free(r);
	/* The players' own order as the turn order is the default. */
	r = load_ok(HEAD PLAYERS "turn-order: [A, B]\n");
	ck_assert_int_eq(r->listed[0], 0);
	ck_assert_int_eq(r->listed[1], 1);
	ck_assert_int_eq(notation_rules_emit_yaml(r, &y, NULL), 0);
	for (i = 0; i < NELEM(unsaid); i++)
		ck_assert_msg(strstr(y.data, unsaid[i]) == NULL,
		    "%s written: %s", unsaid[i], y.data);
	notation_buf_free(&y);
	notation_rules_free(r);
}
END_TEST

static const struct {
	const char	*yaml;
	unsigned long	 line, column;
	const char	*message;
} server_broken[] = {
	{ HEAD "players:\n  - {name: A, letter: a, camp: [a1], goal: [d4]}\n"
	  "end: {draw-after: {move: 5}}\n", 5, 7,
	  "draw-after needs two players or more" },
	{ HEAD PLAYERS "end: {draw-after: {move: 0}}\n", 6, 26,
	  "move 0 is out of range (1 to 9999)" },
	{ HEAD PLAYERS "end: {draw-after: 5}\n", 6, 19,
	  "draw-after must be a mapping" },
	{ HEAD "finished-moves: partners\n" PLAYERS, 3, 17,
	  "finished-moves must be partner, own or team, not 'partners'" },
	{ HEAD PLAYERS "end: {camp-rule: {move: 5, at-once: yes}}\n", 6,
	  37, "at-once must be true or false" },
	{ HEAD PLAYERS "end: {camp-rule: {at-once: true}}\n", 6, 18,
	  "missing required key 'move' in camp-rule" },
	{ HEAD "chain-to-start: yes\n" PLAYERS, 3, 17,
	  "chain-to-start must be true or false" },
	{ HEAD PLAYERS "end: {goal-lock-hops: true}\n", 6, 23,
	  "goal-lock-hops needs goal-lock: true" },
	{ HEAD PLAYERS "turn-order: [B, C]\n", 6, 17,
	  "turn-order names no player: 'C'" },
	{ HEAD PLAYERS "turn-order: [B, B]\n", 6, 17,
	  "player B is named twice in turn-order" },
	{ HEAD PLAYERS "turn-order: [B]\n", 6, 13,
	  "turn-order must name every player once, and lacks A" },
	{ HEAD PLAYERS "turn-order: B\n", 6, 13,
	  "turn-order must be a list of player names, not a scalar" },
	{ HEAD PLAYERS "turn-order: [[B]]\n", 6, 14,
	  "a player's name in turn-order must be a string, not a list" },
};

TEST_LOOP(load, test_server_broken, NELEM(server_broken))
{
	char	 what[32];

	snprintf(what, sizeof(what), "server_broken %d", _i);
	check_refused(what, server_broken[_i].yaml, server_broken[_i].line,
	    server_broken[_i].column, server_broken[_i].message);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The examples of the documentation                                  */

/*
 * A file of the source tree, read whole.  The tests run from the top of
 * the tree (make check); SRCDIR says otherwise.
 */
static char *
slurp(const char *rel, size_t *len)
{
	const char	*dir = getenv("SRCDIR");
	char		 path[1024], *text;
	FILE		*fp;
	long		 n;

	snprintf(path, sizeof(path), "%s/%s", dir != NULL ? dir : ".", rel);
	fp = fopen(path, "rb");
	ck_assert_msg(fp != NULL, "%s: cannot open (set SRCDIR)", path);
	ck_assert_int_eq(fseek(fp, 0, SEEK_END), 0);
	n = ftell(fp);
	ck_assert_int_ge(n, 0);
	rewind(fp);
	text = malloc((size_t)n + 1);
	ck_assert_ptr_nonnull(text);
	ck_assert_uint_eq(fread(text, 1, (size_t)n, fp), (size_t)n);
	text[n] = '\0';
	fclose(fp);
	*len = (size_t)n;
	return text;
}

/*
 * Every ```yaml block of spec/rules-format.md loads, and a block that
 * shows a built-in rule set is exactly its file.
 */
TEST_ONCE(documentation, test_spec_examples)
{
	struct notation_diag	 d;
	notation_rules		*r;
	char			*text, *p, *e;
	size_t			 len, n, i;
	int			 blocks = 0, builtin = 0;

	text = slurp("spec/rules-format.md", &len);
	for (p = text; (p = strstr(p, "\n```yaml\n")) != NULL; p = e) {
		p += 9;
		e = strstr(p, "\n```\n");
		ck_assert_ptr_nonnull(e);
		n = (size_t)(e - p) + 1;
		notation_diag_clear(&d);
		r = notation_rules_load_string(p, n, "rules-format.md", &d);
		ck_assert_msg(r != NULL, "example %d: %lu:%lu: %s", blocks + 1,
		    d.line, d.column, d.message);
		for (i = 0; i < nt_builtin_count; i++)
			if (strcmp(nt_builtin_names[i], r->name) == 0) {
				ck_assert_uint_eq(n, nt_builtin_lens[i]);
				ck_assert(memcmp(p, nt_builtin_texts[i],
				    n) == 0);
				builtin++;
			}
		notation_rules_free(r);
		blocks++;
	}
	ck_assert_int_ge(blocks, 3);
	ck_assert_int_eq(builtin, 2);
	free(text);
}
END_TEST

/*
 * The rule files in the manual page's literal displays load, once its
 * escapes are undone.
 */
TEST_ONCE(documentation, test_man_examples)
{
	struct notation_diag	 d;
	notation_rules		*r;
	char			*text, *p, *e, *yaml, *q;
	const char		*s;
	size_t			 len;
	int			 blocks = 0;

	text = slurp("man/halma-rules.5", &len);
	for (p = text; (p = strstr(p, "\n.Bd -literal")) != NULL; p = e) {
		p = strchr(p + 1, '\n') + 1;
		e = strstr(p, "\n.Ed\n");
		ck_assert_ptr_nonnull(e);
		if (strncmp(p, "name:", 5) != 0)
			continue;
		yaml = q = malloc((size_t)(e - p) + 1);
		ck_assert_ptr_nonnull(yaml);
		for (s = p; s <= e; s++) {
			if (s[0] == '\\' && s[1] == 'e') {
				*q++ = '\\';
				s++;
			} else if (s[0] == '\\' && s[1] == '&')
				s++;
			else
				*q++ = *s;
		}
		notation_diag_clear(&d);
		r = notation_rules_load_string(yaml, (size_t)(q - yaml),
		    "halma-rules.5", &d);
		ck_assert_msg(r != NULL, "example %d: %lu:%lu: %s", blocks + 1,
		    d.line, d.column, d.message);
		notation_rules_free(r);
		free(yaml);
		blocks++;
	}
	ck_assert_int_ge(blocks, 2);
	free(text);
}
END_TEST

HARNESS_SUITE("rules")
