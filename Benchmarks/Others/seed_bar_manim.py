"""The seed bar chart clip in Manim CE, for Benchmarks/Others/compare.py: 1920×1080, 60 fps, 3 s.
A grey 1080-px panel with 10 grid lines and their labels; its border draws on over 1 s while the
8 bars rise one after another (1/8 s each, ease-out); then the value and month labels fade in
over 0.5 s; the last frame holds to 3 s. Run: manim render -qh --fps 60 seed_bar_manim.py SeedBarChart
"""
import numpy as np
from manim import (DOWN, LEFT, UP, Create, FadeIn, GrowFromEdge, Line, Rectangle, Scene, Succession,
                   Text, VGroup, config, linear, rate_functions)

config.pixel_width, config.pixel_height, config.frame_rate = 1920, 1080, 60
config.background_color = "#ffffff"

VALUES = [30, 45, 44, 60, 95, 2, 8, 9]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"]


class SeedBarChart(Scene):
    def construct(self):
        unit = config.frame_height / 1080 * 3.6          # one chart point in scene units
        panel = Rectangle(width=300 * unit, height=300 * unit, fill_color="#ebebeb", fill_opacity=1, stroke_width=0)
        self.add(panel)
        left, bottom, top, right = -124 * unit, -128 * unit, 140 * unit, 145 * unit
        grid = VGroup(*[Line([left, bottom + k * (top - bottom) / 10, 0], [right, bottom + k * (top - bottom) / 10, 0],
                             color="#999999", stroke_width=3.6) for k in range(1, 11)])
        labels = VGroup(*[Text(str(10 * k), font="DejaVu Sans", font_size=12 * 3.6 * 0.75, color="#000000")
                          .move_to([left - 12 * unit, bottom + k * (top - bottom) / 10, 0]) for k in range(1, 11)])
        self.add(grid, labels)
        border = Line([right, bottom, 0], [right, top, 0], color="#000000", stroke_width=3.6)
        # Manim 0.19+ takes points as arrays only (a list fails in its interpolation).
        border.add_line_to(np.array([left, top, 0])).add_line_to(np.array([left, bottom, 0])).add_line_to(np.array([right, bottom, 0]))
        width = (right - left) / 8
        bars, texts = [], []
        for i, (value, month) in enumerate(zip(VALUES, MONTHS)):
            x = left + (i + 0.5) * width
            height = value / 100 * (top - bottom)
            bar = Rectangle(width=18 * unit, height=max(height, 0.001), fill_color="#0000ff", fill_opacity=1,
                            stroke_width=0).move_to([x, bottom + height / 2, 0])
            bars.append(bar)
            texts.append(Text(str(value), font="DejaVu Sans", font_size=32, color="#ffffff").next_to(bar.get_top(), DOWN, buff=0.05))
            texts.append(Text(month, font="DejaVu Sans", font_size=32, color="#000000").rotate(1.5708).next_to([x, bottom, 0], DOWN, buff=0.1))
        rise = Succession(*[GrowFromEdge(bar, DOWN, run_time=1 / 8, rate_func=rate_functions.ease_out_quad) for bar in bars])
        self.play(Create(border, rate_func=linear), rise, run_time=1)
        self.play(*[FadeIn(t) for t in texts], run_time=0.5, rate_func=rate_functions.ease_out_quad)
        self.wait(1.5)
