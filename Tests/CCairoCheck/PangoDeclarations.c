// CCairo's hand-declared Pango types and calls (Sources/CCairo, shim.h says why) compiled beside
// Pango's own headers: a call whose signature differs is a "conflicting types" error, a type
// whose values or layout differ fails a static assertion, so the build of the tests fails.
#include <stddef.h>
#include <pango/pangocairo.h>
#include "CCairoCheck.h"

// First CCairo's types, renamed so they sit beside Pango's. A type added to pango-types.h without
// a name here collides with Pango's and fails the build too, until it is added and compared.
#define PangoRectangle Reel_PangoRectangle
#define PangoAlignment Reel_PangoAlignment
#define PANGO_ALIGN_LEFT REEL_PANGO_ALIGN_LEFT
#define PANGO_ALIGN_CENTER REEL_PANGO_ALIGN_CENTER
#define PANGO_ALIGN_RIGHT REEL_PANGO_ALIGN_RIGHT
#define PangoEllipsizeMode Reel_PangoEllipsizeMode
#define PANGO_ELLIPSIZE_NONE REEL_PANGO_ELLIPSIZE_NONE
#define PANGO_ELLIPSIZE_START REEL_PANGO_ELLIPSIZE_START
#define PANGO_ELLIPSIZE_MIDDLE REEL_PANGO_ELLIPSIZE_MIDDLE
#define PANGO_ELLIPSIZE_END REEL_PANGO_ELLIPSIZE_END
#define PangoStyle Reel_PangoStyle
#define PANGO_STYLE_NORMAL REEL_PANGO_STYLE_NORMAL
#define PANGO_STYLE_OBLIQUE REEL_PANGO_STYLE_OBLIQUE
#define PANGO_STYLE_ITALIC REEL_PANGO_STYLE_ITALIC
#define PangoWrapMode Reel_PangoWrapMode
#define PANGO_WRAP_WORD REEL_PANGO_WRAP_WORD
#define PANGO_WRAP_CHAR REEL_PANGO_WRAP_CHAR
#define PANGO_WRAP_WORD_CHAR REEL_PANGO_WRAP_WORD_CHAR
#define PangoWeight Reel_PangoWeight
#define PANGO_WEIGHT_NORMAL REEL_PANGO_WEIGHT_NORMAL
#pragma push_macro("PANGO_SCALE")
#undef PANGO_SCALE
#include "../../Sources/CCairo/pango-types.h"
enum { REEL_PANGO_SCALE = PANGO_SCALE };
#pragma pop_macro("PANGO_SCALE")
#undef PangoRectangle
#undef PangoAlignment
#undef PANGO_ALIGN_LEFT
#undef PANGO_ALIGN_CENTER
#undef PANGO_ALIGN_RIGHT
#undef PangoEllipsizeMode
#undef PANGO_ELLIPSIZE_NONE
#undef PANGO_ELLIPSIZE_START
#undef PANGO_ELLIPSIZE_MIDDLE
#undef PANGO_ELLIPSIZE_END
#undef PangoStyle
#undef PANGO_STYLE_NORMAL
#undef PANGO_STYLE_OBLIQUE
#undef PANGO_STYLE_ITALIC
#undef PangoWrapMode
#undef PANGO_WRAP_WORD
#undef PANGO_WRAP_CHAR
#undef PANGO_WRAP_WORD_CHAR
#undef PangoWeight
#undef PANGO_WEIGHT_NORMAL

#define SAME_VALUE(name) _Static_assert((long long)REEL_##name == (long long)name, "CCairo's " #name " differs from Pango's")
#define SAME_SIZE(type) _Static_assert(sizeof(Reel_##type) == sizeof(type), "CCairo's " #type " has another size than Pango's")
#define SAME_FIELD(type, field) _Static_assert( \
    offsetof(Reel_##type, field) == offsetof(type, field) && sizeof(((Reel_##type *)0)->field) == sizeof(((type *)0)->field), \
    "CCairo's " #type "." #field " differs from Pango's")

SAME_VALUE(PANGO_SCALE);
SAME_SIZE(PangoRectangle);
SAME_FIELD(PangoRectangle, x);
SAME_FIELD(PangoRectangle, y);
SAME_FIELD(PangoRectangle, width);
SAME_FIELD(PangoRectangle, height);
SAME_SIZE(PangoAlignment);
SAME_VALUE(PANGO_ALIGN_LEFT);
SAME_VALUE(PANGO_ALIGN_CENTER);
SAME_VALUE(PANGO_ALIGN_RIGHT);
SAME_SIZE(PangoEllipsizeMode);
SAME_VALUE(PANGO_ELLIPSIZE_NONE);
SAME_VALUE(PANGO_ELLIPSIZE_START);
SAME_VALUE(PANGO_ELLIPSIZE_MIDDLE);
SAME_VALUE(PANGO_ELLIPSIZE_END);
SAME_SIZE(PangoStyle);
SAME_VALUE(PANGO_STYLE_NORMAL);
SAME_VALUE(PANGO_STYLE_OBLIQUE);
SAME_VALUE(PANGO_STYLE_ITALIC);
SAME_SIZE(PangoWrapMode);
SAME_VALUE(PANGO_WRAP_WORD);
SAME_VALUE(PANGO_WRAP_CHAR);
SAME_VALUE(PANGO_WRAP_WORD_CHAR);
SAME_SIZE(PangoWeight);
SAME_VALUE(PANGO_WEIGHT_NORMAL);

// Then CCairo's calls, with Pango's own types now that pango-types.h's guard is set: each
// declaration meets Pango's, and C refuses a redeclaration whose types are not compatible.
#include "../../Sources/CCairo/shim.h"

int reel_check_pango_header_version(void) { return PANGO_VERSION; }

int reel_check_pango_linked_version(void) { return pango_version(); }
