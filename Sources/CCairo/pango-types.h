#ifndef REEL_CCAIRO_PANGO_TYPES_H
#define REEL_CCAIRO_PANGO_TYPES_H

// The Pango types shim.h's calls use, as pango/pango*.h declares them (shim.h says why they are
// not included). Tests/CCairoCheck compares every value and layout here with Pango's headers.

typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;

/// Pango's units per device unit.
#define PANGO_SCALE 1024

typedef struct {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
typedef enum { PANGO_STYLE_NORMAL, PANGO_STYLE_OBLIQUE, PANGO_STYLE_ITALIC } PangoStyle;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
/// A CSS weight, 100…1000 (Pango's named weights are those numbers).
typedef enum { PANGO_WEIGHT_NORMAL = 400 } PangoWeight;

#endif
