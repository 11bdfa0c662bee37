#ifndef REEL_CCAIRO_SHIM_H
#define REEL_CCAIRO_SHIM_H
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <fontconfig/fontconfig.h>

// The part of Pango (1.x, whose ABI is stable) that Render calls, declared here instead of
// included: Pango's headers live in /usr/include/pango-1.0 and need GLib's, which only its
// pkg-config file (`pangocairo`) names, and that file brings `-pthread` (through gio-2.0), a flag
// SwiftPM refuses in a dependency with a "prohibited flag(s)" warning on every build of every
// program that uses the library. The libraries are linked by module.modulemap. A new Pango call
// is declared here, with the signature of pango/pango*.h, and a new Pango type in pango-types.h;
// Tests/CCairoCheck compiles both against Pango's own headers, so a mismatch fails the build.

#include "pango-types.h"

PangoFontMap *pango_cairo_font_map_new(void);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_context_set_round_glyph_positions(PangoContext *context, int round_positions);

PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);

PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, int justify);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_unknown_glyphs_count(PangoLayout *layout);

void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_layout_path(cairo_t *cr, PangoLayout *layout);

/// GObject's reference release, for the font map, context and layouts.
void g_object_unref(void *object);

#endif
