#ifndef REEL_CCAIRO_CHECK_H
#define REEL_CCAIRO_CHECK_H

/// Pango's version as the headers CCairo's declarations were checked against give it.
int reel_check_pango_header_version(void);
/// Pango's version as the linked library gives it.
int reel_check_pango_linked_version(void);

#endif
