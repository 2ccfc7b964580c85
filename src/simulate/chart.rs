//! The Simulate screen's charts, drawn with plotters' SVG backend into a string: horizontal bars
//! (end reasons, grades) and a histogram (game lengths).

use plotters::prelude::*;

/// Chart colours, from the dark theme.
const BAR: RGBColor = RGBColor(0xe0, 0xa9, 0x3b);
const INK: RGBColor = RGBColor(0xd9, 0xdc, 0xe3);
const GRID: RGBColor = RGBColor(0x3a, 0x3d, 0x46);

/// Horizontal bars, one per (label, count), in the order given (top to bottom): each row has its
/// label and count above its bar, on the chart's dark ground.
pub fn bars(rows: &[(String, u32)], width: u32) -> String {
    let n = rows.len().max(1);
    let height = 30 + 40 * u32::try_from(n).unwrap_or(1);
    let most = rows.iter().map(|(_, n)| *n).max().unwrap_or(1).max(1);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        // Two units a row: the bar in the lower one, the label in the upper one.
        let chart = ChartBuilder::on(&root)
            .margin(6)
            .x_label_area_size(22)
            .y_label_area_size(0)
            .build_cartesian_2d(0f64..f64::from(most) * 1.1, 0f64..(2 * n) as f64);
        let Ok(mut chart) = chart else { return svg_fallback(width, height) };
        let _ = chart
            .configure_mesh()
            .disable_y_mesh()
            .disable_y_axis()
            .light_line_style(GRID)
            .bold_line_style(GRID)
            .axis_style(GRID)
            .label_style(("sans-serif", 12).into_font().color(&INK))
            .x_labels(5)
            .x_label_formatter(&|x| format!("{x:.0}"))
            .draw();
        for (i, (label, count)) in rows.iter().enumerate() {
            let base = (2 * (n - 1 - i)) as f64;
            let _ = chart.draw_series(std::iter::once(Rectangle::new(
                [(0.0, base + 0.15), (f64::from(*count), base + 1.05)],
                BAR.filled(),
            )));
            let _ = chart.draw_series(std::iter::once(Text::new(
                format!("{label}: {count}"),
                (0.0, base + 1.85),
                ("sans-serif", 13).into_font().color(&INK),
            )));
        }
        let _ = root.present();
    }
    svg
}

/// A histogram of game lengths: games per number of turns.
pub fn histogram(lengths: &[(u32, u32)], width: u32, axis: &str) -> String {
    let height = 220;
    let low = lengths.first().map_or(0, |(t, _)| *t);
    let high = lengths.last().map_or(1, |(t, _)| *t) + 1;
    let most = lengths.iter().map(|(_, n)| *n).max().unwrap_or(1).max(1);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        let chart = ChartBuilder::on(&root)
            .margin(8)
            .x_label_area_size(34)
            .y_label_area_size(36)
            .build_cartesian_2d((low..high).into_segmented(), 0u32..most + most / 5 + 1);
        let Ok(mut chart) = chart else { return svg_fallback(width, height) };
        let _ = chart
            .configure_mesh()
            .disable_x_mesh()
            .light_line_style(GRID)
            .bold_line_style(GRID)
            .axis_style(GRID)
            .label_style(("sans-serif", 12).into_font().color(&INK))
            .x_desc(axis)
            .y_desc("games")
            .axis_desc_style(("sans-serif", 12).into_font().color(&INK))
            .draw();
        let _ = chart.draw_series(
            Histogram::vertical(&chart)
                .style(BAR.filled())
                .margin(2)
                .data(lengths.iter().map(|(turns, n)| (*turns, *n))),
        );
        let _ = root.present();
    }
    svg
}

fn svg_fallback(width: u32, height: u32) -> String {
    format!(r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"></svg>"#)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_draw_one_bar_and_label_per_row() {
        let svg = bars(&[("Victory".into(), 12), ("Defeat, 8+ undefeated".into(), 30)], 320);
        assert!(svg.starts_with("<svg"), "{svg}");
        assert!(svg.contains("Victory: 12") && svg.contains("Defeat, 8+ undefeated: 30"), "{svg}");
        assert!(svg.matches("<rect").count() >= 2);
    }

    #[test]
    fn a_histogram_draws_a_bar_per_length() {
        let svg = histogram(&[(3, 4), (4, 9), (7, 1)], 320, "days");
        assert!(svg.starts_with("<svg"));
        assert!(svg.contains("days") && svg.contains("games"));
        assert!(svg.matches("<rect").count() >= 3, "{svg}");
    }
}
