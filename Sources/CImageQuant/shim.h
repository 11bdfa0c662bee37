#ifndef REEL_CIMAGEQUANT_SHIM_H
#define REEL_CIMAGEQUANT_SHIM_H
#include <libimagequant.h>
#endif
