# sources.mk -- what the library is built from, for the top Makefile and
# fuzz/Makefile alike (each includes this file, from the top of the tree).
#
# The built-in rule sets, compiled into the library from spec/rules/; the
# first one is the default.
BUILTIN_RULES	= spec/rules/halma-10x10.yaml spec/rules/corners-8x8.yaml \
		  $(filter-out spec/rules/halma-10x10.yaml \
		    spec/rules/corners-8x8.yaml, $(sort $(wildcard spec/rules/*.yaml)))

# The library's sources stand in one folder per layer (libnotation/LAYERS
# names them, bottom up); their objects keep the same folders under the
# build directory, which is how build-aux/layers.py knows each object's
# layer.
LIB_SRCS	= $(sort $(wildcard libnotation/*/*.c))
