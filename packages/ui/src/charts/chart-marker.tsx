import type * as React from "react";

import type { ChartMarker } from "./chart-data";

/** A series' marker, drawn at (0,0) in a box of `size`: the same shapes mark the points and the legend. */
export function ChartMarkerShape({
  marker,
  size = 8,
  ...props
}: { marker: ChartMarker; size?: number } & React.SVGProps<SVGElement>) {
  const r = size / 2;
  const shared = props as React.SVGProps<SVGPathElement>;
  switch (marker) {
    case "square":
      return <rect x={-r} y={-r} width={size} height={size} {...(props as React.SVGProps<SVGRectElement>)} />;
    case "diamond":
      return <path d={`M0 ${-r * 1.25}L${r * 1.25} 0L0 ${r * 1.25}L${-r * 1.25} 0Z`} {...shared} />;
    case "triangle":
      return <path d={`M0 ${-r * 1.2}L${r * 1.15} ${r * 0.85}L${-r * 1.15} ${r * 0.85}Z`} {...shared} />;
    case "cross":
      return (
        <path
          d={`M${-r} ${-r}L${r} ${r}M${-r} ${r}L${r} ${-r}`}
          {...shared}
          fill="none"
          strokeWidth={2}
          stroke={props.stroke}
        />
      );
    default:
      return <circle r={r} {...(props as React.SVGProps<SVGCircleElement>)} />;
  }
}
