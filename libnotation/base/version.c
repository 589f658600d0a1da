/*
 * version.c -- the version of the library a program runs with, which
 * need not be the one of the header it was compiled against (a shared
 * object updated under it).
 */
#include "base/base.h"

const char *
notation_version(void)
{
	return NOTATION_VERSION;
}

unsigned long
notation_version_number(void)
{
	return NOTATION_VERSION_NUMBER;
}
