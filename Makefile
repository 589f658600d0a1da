# The Halma notation toolkit.
#
#   make                 the library (static and shared) and the tools
#   make check           every test (unit suites, golden files, examples)
#   make check SANITIZE=1  the same under AddressSanitizer + UBSan
#   make install / uninstall   honour PREFIX and DESTDIR
#   make bench, make fuzz, make lint-man
#   make fuzz-smoke      each fuzz harness for about 20 s (needs clang)
#   make fuzz-long       each fuzz harness for 10 million executions
#   make check-tsan      the threaded suite under ThreadSanitizer
#   make check-all       what CI runs: check, check SANITIZE=1, check-tsan,
#                        check-pgo, fuzz-smoke
#   make pgo             the build again, profile-guided (gcc; slower to
#                        build, 4% to 14% faster tools)
#   make check-pgo       that build, in build-pgo/, against the plain one
#   make deb             the Debian packages (debian/), into build/deb/
#   make deb-check       lintian and the autopkgtests (debian/tests) on them,
#                        unpacked into a temporary directory
#
# Objects go to $(BUILD) (build/, or build-asan/ with SANITIZE=1) so that
# both builds can live side by side.

VERSION		= 0.1.0
PREFIX		?= /usr/local
BINDIR		?= $(PREFIX)/bin
LIBDIR		?= $(PREFIX)/lib
INCLUDEDIR	?= $(PREFIX)/include
MANDIR		?= $(PREFIX)/share/man
PKGCONFIGDIR	?= $(LIBDIR)/pkgconfig
DATADIR		?= $(PREFIX)/share/halma
COMPLETIONDIR	?= $(PREFIX)/share/bash-completion/completions

CC		?= cc
PKG_CONFIG	?= pkg-config
CFLAGS		?= -O2 -g
WARNINGS	= -Wall -Wextra -Wshadow -Wstrict-prototypes \
		  -Wmissing-prototypes -Wpointer-arith -Wno-unused-parameter
ALL_CFLAGS	= -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE \
		  $(WARNINGS) -Ilibnotation -I$(BUILD) $(YAML_CFLAGS) \
		  $(PGO_FLAGS) $(CPPFLAGS) $(CFLAGS)
# Each compile writes which headers it read ($(BUILD)/.../*.d, included
# below), so that editing any header rebuilds exactly the files that use it.
DEPFLAGS	= -MMD -MP
# The library's objects hide every symbol that notation.h does not mark
# NOTATION_EXPORT: the shared object exports its API and nothing else.
LIB_CFLAGS	= -fPIC -fvisibility=hidden $(LTO_CFLAGS)
LDLIBS_YAML	= $(YAML_LIBS)

YAML_CFLAGS	:= $(shell $(PKG_CONFIG) --cflags yaml-0.1 2>/dev/null)
YAML_LIBS	:= $(shell $(PKG_CONFIG) --libs yaml-0.1 2>/dev/null || echo -lyaml)
CHECK_CFLAGS	:= $(shell $(PKG_CONFIG) --cflags check 2>/dev/null)
CHECK_LIBS	:= $(shell $(PKG_CONFIG) --libs check 2>/dev/null || echo -lcheck)
ZLIB_CFLAGS	:= $(shell $(PKG_CONFIG) --cflags zlib 2>/dev/null)
ZLIB_LIBS	:= $(shell $(PKG_CONFIG) --libs zlib 2>/dev/null || echo -lz)

ifeq ($(SANITIZE),1)
BUILD		?= build-asan
CFLAGS		+= -O1 -fsanitize=address,undefined -fno-omit-frame-pointer \
		   -fno-sanitize-recover=undefined
LDFLAGS		+= -fsanitize=address,undefined
else
BUILD		?= build
endif

# Link-time optimisation (bench/README.md, "Link-time optimisation"):
# the library's and the tools' objects carry the compiler's own form of
# their code beside it, and the tools and the shared object are
# optimised whole when linked, so that the library's small functions
# are made in line across its files.  The test suites link the plain
# code (-fno-lto), as fast as before.  Only a compiler that takes
# -ffat-lto-objects does it (gcc; not clang 14, whose objects would
# then hold no plain code); "make LTO=" builds without it, as the
# sanitizer builds do.
ifeq ($(origin LTO),undefined)
ifeq ($(SANITIZE),1)
LTO		:=
else
LTO		:= $(shell $(CC) -flto=auto -ffat-lto-objects -Werror -c -x c \
		     /dev/null -o /dev/null >/dev/null 2>&1 && echo -flto=auto)
endif
endif
LTO_CFLAGS	= $(if $(strip $(LTO)),$(LTO) -ffat-lto-objects)
NO_LTO		= $(if $(strip $(LTO)),-fno-lto)
# "make install" takes the link-time sections out of the installed
# libnotation.a: a program linked with another compiler, or another gcc,
# could not read them, and reads the plain code.
OBJCOPY		?= objcopy

include build-aux/sources.mk
LIB_OBJS	= $(LIB_SRCS:libnotation/%.c=$(BUILD)/lib/%.o) \
		  $(BUILD)/lib/rules/builtin_data.o
TOOL_SRCS	= $(sort $(wildcard tools/halma-*.c))
TOOLS		= $(TOOL_SRCS:tools/%.c=$(BUILD)/%)
TOOL_COMMON	= $(sort $(wildcard tools/common*.c))
TOOL_COMMON_OBJS = $(TOOL_COMMON:tools/%.c=$(BUILD)/tools/%.o)
TEST_SRCS	= $(sort $(wildcard tests/check_*.c))
TESTS		= $(TEST_SRCS:tests/%.c=$(BUILD)/tests/%)
MANS		= $(sort $(wildcard man/*.[1-9]))

STATIC		= $(BUILD)/libnotation.a
SHARED		= $(BUILD)/libnotation.so.0

# A target whose recipe fails is removed, not left half made (a test
# program ld could not finish would pass for built).
.DELETE_ON_ERROR:

.PHONY: all check check-run deps demo demo-run install uninstall clean \
	lint-man bench floor fuzz fuzz-smoke fuzz-long check-all check-tsan tools \
	deb deb-check pgo check-pgo

all: $(STATIC) $(SHARED) $(TOOLS) $(BUILD)/notation.pc

tools: $(TOOLS)

$(BUILD)/lib $(BUILD)/tools $(BUILD)/tests:
	@mkdir -p $@

$(BUILD)/lib/%.o: libnotation/%.c $(BUILD)/lib/%.d | $(BUILD)/lib
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(LIB_CFLAGS) $(DEPFLAGS) -c -o $@ $<

$(BUILD)/lib/rules/builtin_data.c: libnotation/rules/gen-builtin.sh \
    $(BUILTIN_RULES) | $(BUILD)/lib
	@mkdir -p $(@D)
	sh libnotation/rules/gen-builtin.sh $(BUILTIN_RULES) > $@.tmp && mv $@.tmp $@

$(BUILD)/lib/rules/builtin_data.o: $(BUILD)/lib/rules/builtin_data.c \
    $(BUILD)/lib/rules/builtin_data.d | $(BUILD)/lib
	$(CC) $(ALL_CFLAGS) $(LIB_CFLAGS) $(DEPFLAGS) -c -o $@ $<

$(STATIC): $(LIB_OBJS)
	rm -f $@
	$(AR) rcs $@ $(LIB_OBJS)

$(SHARED): $(LIB_OBJS)
	$(CC) -shared -Wl,-soname,libnotation.so.0 $(LTO) $(PGO_FLAGS) \
	    $(LDFLAGS) -o $@ \
	    $(LIB_OBJS) $(LDLIBS_YAML)
	ln -sf libnotation.so.0 $(BUILD)/libnotation.so

$(BUILD)/tools/%.o: tools/%.c $(BUILD)/tools/%.d | $(BUILD)/tools
	$(CC) $(ALL_CFLAGS) $(LTO_CFLAGS) $(ZLIB_CFLAGS) $(DEPFLAGS) -c -o $@ $<

# A tool's own further files: halma-replay's terminal boards and claim
# report (tools/replay.h) and its HTML page (tools/replay_html.h: the
# page, its move list, its claim section and its fixed parts);
# halma-select's tap and the games it has seen (tools/select.h).
TOOL_OWN_SRCS	= tools/replay_term.c tools/replay_claim.c tools/replay_html.c \
		  tools/replay_html_moves.c tools/replay_html_claim.c \
		  tools/replay_page.c tools/select_tap.c tools/select_seen.c
SELECT_OBJS	= $(BUILD)/tools/select_tap.o $(BUILD)/tools/select_seen.o
REPLAY_OBJS	= $(BUILD)/tools/replay_term.o $(BUILD)/tools/replay_claim.o \
		  $(BUILD)/tools/replay_html.o $(BUILD)/tools/replay_html_moves.o \
		  $(BUILD)/tools/replay_html_claim.o $(BUILD)/tools/replay_page.o

# A tool's object is made by the pattern rule above, so make would take it
# for an intermediate file and remove it after the first build; the next
# "make" (the .d files then naming it) would build and link it again.
.SECONDARY: $(TOOL_SRCS:tools/%.c=$(BUILD)/tools/%.o)

$(BUILD)/halma-%: $(BUILD)/tools/halma-%.o $(TOOL_COMMON_OBJS) $(STATIC)
	$(CC) $(LTO) $(PGO_FLAGS) $(LDFLAGS) -o $@ $< $(TOOL_COMMON_OBJS) \
	    $(STATIC) $(LDLIBS_YAML) $(ZLIB_LIBS) -lm

$(BUILD)/halma-select: $(BUILD)/tools/halma-select.o $(SELECT_OBJS) \
    $(TOOL_COMMON_OBJS) $(STATIC)
	$(CC) $(LTO) $(PGO_FLAGS) $(LDFLAGS) -o $@ $< $(SELECT_OBJS) \
	    $(TOOL_COMMON_OBJS) $(STATIC) $(LDLIBS_YAML) $(ZLIB_LIBS) -lm

$(BUILD)/halma-replay: $(BUILD)/tools/halma-replay.o $(REPLAY_OBJS) \
    $(TOOL_COMMON_OBJS) $(STATIC)
	$(CC) $(LTO) $(PGO_FLAGS) $(LDFLAGS) -o $@ $< $(REPLAY_OBJS) \
	    $(TOOL_COMMON_OBJS) $(STATIC) $(LDLIBS_YAML) $(ZLIB_LIBS) -lm

# Every suite links the shared harness (tests/harness.h): the fixture,
# pos_of(), the common checks and main(); and the reference move
# generators (tests/ref/ref.h), written from the spec, not the library.
TEST_REF_SRCS	= $(sort $(wildcard tests/ref/*.c))
TEST_HARNESS	= $(BUILD)/tests/harness.o \
		  $(TEST_REF_SRCS:tests/%.c=$(BUILD)/tests/%.o)

$(BUILD)/tests/%.o: tests/%.c $(BUILD)/tests/%.d | $(BUILD)/tests
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(CHECK_CFLAGS) $(DEPFLAGS) -Itests -c -o $@ $<

$(BUILD)/tests/%: tests/%.c $(BUILD)/tests/%.d $(TEST_HARNESS) $(STATIC) \
    | $(BUILD)/tests
	$(CC) $(ALL_CFLAGS) $(CHECK_CFLAGS) $(DEPFLAGS) -Itests -o $@ $< \
	    $(TEST_HARNESS) $(STATIC) $(NO_LTO) $(LDFLAGS) $(CHECK_LIBS) \
	    $(LDLIBS_YAML) -lm

# The pkg-config file names the directories of the install: "make
# install" writes it again with the PREFIX (and LIBDIR, INCLUDEDIR) it is
# given, so that "make; make install PREFIX=/usr" installs one that says
# /usr.  The copy in $(BUILD) is the one a plain "make" would install.
PC_SED		= sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' \
		    -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|g' \
		    -e 's|@VERSION@|$(VERSION)|g' libnotation/notation.pc.in

$(BUILD)/notation.pc: libnotation/notation.pc.in Makefile | $(BUILD)/lib
	$(PC_SED) > $@

# The headers each object, tool and test read, as the compiler listed them.
# A target whose .d is missing (a tree built before these files were
# written) is built again once, so that none goes untracked.
DEPFILES	= $(LIB_SRCS:libnotation/%.c=$(BUILD)/lib/%.d) \
		  $(BUILD)/lib/rules/builtin_data.d \
		  $(TOOL_SRCS:tools/%.c=$(BUILD)/tools/%.d) \
		  $(TOOL_COMMON:tools/%.c=$(BUILD)/tools/%.d) \
		  $(TOOL_OWN_SRCS:tools/%.c=$(BUILD)/tools/%.d) \
		  $(TEST_SRCS:tests/%.c=$(BUILD)/tests/%.d) \
		  $(TEST_HARNESS:.o=.d)
$(DEPFILES):
-include $(wildcard $(DEPFILES))

# The build's Debian packages: installed when run as root, otherwise named
# (build-aux/deps.sh).  The public targets below make sure of them first and
# then run make again, so that pkg-config's answers are read afresh.
deps:
	@sh build-aux/deps.sh

# The README's main job: validate the bundled records with the default rule
# set.  Some of them are broken on purpose, so the exit status is shown.
demo: deps
	@$(MAKE) --no-print-directory demo-run

demo-run: all
	@set -- examples/*.hgn; echo "$(BUILD)/halma-validate $$*"; \
	$(BUILD)/halma-validate "$$@"; \
	echo "halma-validate exited with status $$? (0 all valid, 1 some invalid, 2 trouble)"

# The tests: every Check suite and the shell-driven golden and example
# tests, which use the tools just built, TEST_JOBS (default: the number
# of processors) at a time (build-aux/run-tests.sh).
check: deps
	@$(MAKE) --no-print-directory check-run

check-run: all $(TESTS)
	@CK_DEFAULT_TIMEOUT=120 BUILD=$(BUILD) \
	    sh build-aux/run-tests.sh $(TESTS) $(wildcard tests/*.sh)

lint-man:
	mandoc -Tlint -Wwarning $(MANS)

bench: all
	sh bench/run.sh $(BUILD)
	sh bench/html.sh $(BUILD)

# The floor of validation on the pair corpus (issue 34): a validator of
# halma-10x10 and corners-8x8 alone, without the library, beside the
# timer cputime that bench/lib.sh builds.  "make floor" builds it.
floor: $(BUILD)/bench/floor

$(BUILD)/bench/floor: bench/floor.c
	@mkdir -p $(@D)
	$(CC) -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE \
	    $(WARNINGS) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ bench/floor.c

# The build again with gcc's profile-guided optimisation, trained on a
# corpus of bench/gen.c's (build-aux/pgo.sh): tools 4% to 14% faster,
# for three builds' time.  PGO_FLAGS is that script's, empty otherwise.
pgo: deps
	@MAKE="$(MAKE)" CC="$(CC)" SANITIZE="$(SANITIZE)" \
	    sh build-aux/pgo.sh $(BUILD)

# That build, made apart in build-pgo, against the plain one: every tool
# the same, byte for byte, on the test records and the examples
# (build-aux/pgo-check.sh).  Skipped, said so, where the compiler cannot
# build with profiles.
check-pgo: all
	@if CC="$(CC)" sh build-aux/pgo.sh --can; then \
		$(MAKE) --no-print-directory pgo BUILD=build-pgo && \
		sh build-aux/pgo-check.sh $(BUILD) build-pgo; \
	else \
		echo "check-pgo: $(CC) cannot build with profiles: skipped"; \
	fi

fuzz:
	$(MAKE) -f fuzz/Makefile

fuzz-smoke:
	$(MAKE) -f fuzz/Makefile smoke

fuzz-long:
	$(MAKE) -f fuzz/Makefile long

# The replayed fuzz inputs run through the harnesses' sources, and the
# hostile suite through the tools' plumbing: rebuild when they change.
$(BUILD)/tests/check_fuzz: $(wildcard fuzz/*.c fuzz/*.h)
$(BUILD)/tests/check_framing: fuzz/fuzz_framing.c fuzz/fuzz.h
$(BUILD)/tests/check_hostile: tools/common.c tools/common.h \
	tools/common_output.c tools/common_progress.c

# Everything CI runs, in one command: the Debian packages (with clang,
# mandoc and chromium-headless-shell for tests/html.sh), the tests, the man
# pages linted, the tests again under AddressSanitizer and UBSan, the
# threaded suite under ThreadSanitizer (check-tsan), the profile-guided
# build against the plain one (check-pgo), and a short run of every fuzz
# harness.  The fuzzers need clang with libFuzzer; without it they are
# skipped, said so.
check-all:
	@sh build-aux/deps.sh --dev
	$(MAKE) check
	$(MAKE) lint-man
	$(MAKE) check SANITIZE=1
	$(MAKE) check-tsan
	$(MAKE) check-pgo
	@if command -v $(or $(FUZZ_CC),clang) >/dev/null 2>&1; then \
		$(MAKE) fuzz-smoke; \
	else \
		echo "check-all: $(or $(FUZZ_CC),clang) not found: fuzz-smoke" \
		    "skipped (build-aux/deps.sh --dev installs it)"; \
	fi

# The threaded suite (tests/check_threads.c: four threads over one shared
# catalog) under ThreadSanitizer, built apart in build-tsan; skipped, said
# so, where the compiler cannot link a ThreadSanitizer program.
TSAN_CFLAGS	= -O1 -g -fsanitize=thread -fno-omit-frame-pointer
check-tsan:
	@t=$$(mktemp -d) || exit 1; \
	printf 'int main(void) { return 0; }\n' > $$t/p.c; \
	if $(CC) -fsanitize=thread -o $$t/p $$t/p.c >/dev/null 2>&1 && \
	    $$t/p; then rm -rf $$t; else rm -rf $$t; \
		echo "check-tsan: $(CC) cannot link -fsanitize=thread:" \
		    "the threaded test skipped"; exit 0; fi; \
	$(MAKE) --no-print-directory BUILD=build-tsan LTO= \
	    CFLAGS="$(TSAN_CFLAGS)" LDFLAGS=-fsanitize=thread \
	    build-tsan/tests/check_threads && \
	CK_FORK=no TSAN_OPTIONS="halt_on_error=1 $${TSAN_OPTIONS:-}" \
	    build-tsan/tests/check_threads

# The Debian packages (debian/, "Debian packages" in the README):
# dpkg-buildpackage on a copy of the tree in build/deb/, so that the
# packages it writes beside that copy stay in build/deb/ (build-aux/deb.sh);
# then lintian and debian/tests on them, unpacked with dpkg -x into a
# temporary directory, nothing installed (build-aux/deb-check.sh).
deb:
	@sh build-aux/deb.sh

deb-check:
	@sh build-aux/deb-check.sh

# The man pages name the rule files where this install puts them
# (DATADIR), not where the default PREFIX would.
install: all
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) \
	    $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(PKGCONFIGDIR) \
	    $(DESTDIR)$(DATADIR)/rules
	for m in $(MANS); do \
		s=$${m##*.}; mkdir -p $(DESTDIR)$(MANDIR)/man$$s; \
		sed 's|/usr/local/share/halma|$(DATADIR)|g' $$m \
		    > $(DESTDIR)$(MANDIR)/man$$s/$${m##*/}; \
	done
	cp $(TOOLS) $(DESTDIR)$(BINDIR)/
	cp $(STATIC) $(DESTDIR)$(LIBDIR)/
	$(if $(strip $(LTO)),$(OBJCOPY) -R '.gnu.lto_*' -R '.gnu.debuglto_*' \
	    $(DESTDIR)$(LIBDIR)/libnotation.a)
	cp $(SHARED) $(DESTDIR)$(LIBDIR)/
	ln -sf libnotation.so.0 $(DESTDIR)$(LIBDIR)/libnotation.so
	cp libnotation/notation.h $(DESTDIR)$(INCLUDEDIR)/
	$(PC_SED) > $(DESTDIR)$(PKGCONFIGDIR)/notation.pc
	cp spec/rules/*.yaml $(DESTDIR)$(DATADIR)/rules/
	mkdir -p $(DESTDIR)$(COMPLETIONDIR)
	for t in $(TOOLS); do \
		cp completion/halma.bash \
		    $(DESTDIR)$(COMPLETIONDIR)/$${t##*/}; \
	done

# Uninstall removes the files install wrote, by name, and nothing else:
# a rule file of the user's own kept in $(DATADIR)/rules (where
# halma-rules(5) points) stays.  Then each directory install may have
# made, deepest first, and its parents up to $(PREFIX), if it is left
# empty.
INSTALL_DIRS	= $(DATADIR)/rules $(COMPLETIONDIR) $(PKGCONFIGDIR) \
		  $(sort $(foreach m,$(MANS),$(MANDIR)/man$(subst .,,$(suffix $(m))))) \
		  $(BINDIR) $(LIBDIR) $(INCLUDEDIR)

uninstall:
	for t in $(TOOLS); do \
		rm -f $(DESTDIR)$(BINDIR)/$${t##*/} \
		    $(DESTDIR)$(COMPLETIONDIR)/$${t##*/}; \
	done
	for m in $(MANS); do \
		s=$${m##*.}; rm -f $(DESTDIR)$(MANDIR)/man$$s/$${m##*/}; \
	done
	rm -f $(DESTDIR)$(LIBDIR)/libnotation.a \
	    $(DESTDIR)$(LIBDIR)/libnotation.so.0 \
	    $(DESTDIR)$(LIBDIR)/libnotation.so \
	    $(DESTDIR)$(INCLUDEDIR)/notation.h \
	    $(DESTDIR)$(PKGCONFIGDIR)/notation.pc
	for r in spec/rules/*.yaml; do \
		rm -f $(DESTDIR)$(DATADIR)/rules/$${r##*/}; \
	done
	@for d in $(INSTALL_DIRS); do \
		while [ -n "$$d" ] && [ "$$d" != "$(PREFIX)" ] && \
		    [ "$$d" != / ] && [ -d "$(DESTDIR)$$d" ] && \
		    rmdir "$(DESTDIR)$$d" 2>/dev/null; do \
			echo "rmdir $(DESTDIR)$$d"; d=$${d%/*}; \
		done; \
	done

clean:
	rm -rf build build-asan build-fuzz build-tsan build-pgo
