'use client';

import { useContext, useEffect, useId, useState } from 'react';
import { artworkGuidance } from '@/content/artwork-guidance';
import { fittedArtwork, shapeOutlinePath } from '@/lib/cut-line';
import { cutBorderLabel, productShapeOf } from '@/lib/cut-line';
import { CutBorderContext } from './cut-border-context';
import { useCutLine } from './use-cut-line';

/** Room around the product in the drawing: the widest border plus the bleed. */
const MARGIN_IN = 0.45;
const CUT_COLOUR = '#d6007e';
const inches = (value: number) => `${Number(value.toFixed(2))}`;

function useImageSize(url: string) {
  const [size, setSize] = useState<{ width: number; height: number }>();
  useEffect(() => {
    const image = new Image();
    image.onload = () => setSize({ width: image.naturalWidth || 1, height: image.naturalHeight || 1 });
    image.src = url;
  }, [url]);
  return size;
}

/**
 * The chosen artwork as the finished product (issue 32 §1): at the chosen size, on its shape,
 * with the cut line dashed in magenta and, on demand, the bleed and the safe zone. A die-cut's
 * line is traced from the artwork's transparency; its white border can be made wider.
 */
export function ArtworkPreview({
  file,
  url,
  option,
  size,
}: {
  file: File;
  url: string;
  option: string;
  size: { width: number; height: number };
}) {
  const shape = productShapeOf(option);
  const { borderIn, setBorderIn } = useContext(CutBorderContext);
  const [showGuides, setShowGuides] = useState(false);
  const captionId = useId();
  const image = useImageSize(url);
  // The design fits the chosen size; a die-cut's border is added around it.
  const fitted = image && fittedArtwork(image, size);
  const art = fitted && { widthIn: fitted.width, heightIn: fitted.height };
  const box = shape === 'die-cut' && fitted ? fitted : size;
  const cut = useCutLine(shape === 'die-cut' ? file : undefined, url, art, borderIn);

  const px = (box.width + 2 * MARGIN_IN) / 320;
  const line = { fill: 'none', strokeWidth: 2 * px };
  const guide = artworkGuidance.bleedInches;
  const traced = shape === 'die-cut' && cut.status === 'ready' ? cut.cutLine : undefined;
  const outline = (grow: number) => shape !== 'die-cut' && <path d={shapeOutlinePath(shape, box, grow)} />;

  const caption =
    shape !== 'die-cut'
      ? `Your design on a ${inches(size.width)} × ${inches(size.height)} in ${shape === 'oval' ? 'circle or oval' : 'rectangle'}. The dashed magenta line is where it is cut.`
      : traced
        ? `Die-cut: your design at ${inches(box.width)} × ${inches(box.height)} in with a ${cutBorderLabel(
            borderIn,
          )} white border, ${inches(traced.bounds.width)} × ${inches(traced.bounds.height)} in overall. The dashed magenta line is where it is cut.${
            traced.shape === 'rectangle'
              ? ' The file has no transparent background, so it is cut as a rounded rectangle.'
              : traced.shape === 'hull'
                ? ' Parts the border does not join are cut as one piece around them.'
                : ''
          }`
        : cut.status === 'failed'
          ? 'The cut line could not be traced from this file; we will draw it on your proof.'
          : 'Tracing the cut line from your artwork…';

  return (
    <figure className="space-y-3 rounded-lg border border-slate-300 p-3">
      <svg
        role="img"
        aria-labelledby={captionId}
        viewBox={`${-MARGIN_IN} ${-MARGIN_IN} ${box.width + 2 * MARGIN_IN} ${box.height + 2 * MARGIN_IN}`}
        className="mx-auto block max-h-96 w-full max-w-sm bg-slate-100"
      >
        <defs>
          <filter id={`${captionId}-shadow`}>
            <feDropShadow dx="0" dy={px} stdDeviation={2 * px} floodOpacity="0.3" />
          </filter>
          <clipPath id={`${captionId}-shape`}>{outline(0)}</clipPath>
        </defs>
        <g fill="white" filter={`url(#${captionId}-shadow)`}>
          {shape === 'die-cut' ? traced && <path d={traced.pathData} /> : outline(0)}
        </g>
        <image
          href={url}
          width={box.width}
          height={box.height}
          preserveAspectRatio="xMidYMid meet"
          clipPath={shape === 'oval' ? `url(#${captionId}-shape)` : undefined}
        />
        {showGuides && (
          <g {...line}>
            <g stroke="#0369a1" strokeDasharray={`${px} ${3 * px}`}>
              {traced ? <path d={traced.bleedPathData} /> : shape !== 'die-cut' && outline(guide)}
            </g>
            <g stroke="#15803d" strokeDasharray={`${4 * px} ${2 * px}`}>
              {traced ? <path d={traced.safePathData} /> : shape !== 'die-cut' && outline(-guide)}
            </g>
          </g>
        )}
        <g {...line} stroke={CUT_COLOUR} strokeDasharray={`${6 * px} ${4 * px}`} data-testid="cut-line">
          {shape === 'die-cut' ? traced && <path d={traced.pathData} /> : outline(0)}
        </g>
      </svg>
      <figcaption id={captionId} role="status" className="text-sm text-slate-800">
        {caption}
      </figcaption>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        {shape === 'die-cut' && (
          <label className="flex items-center gap-2 font-medium text-slate-900">
            White border
            <select
              value={borderIn}
              onChange={(event) => setBorderIn(Number(event.target.value))}
              className="rounded-md border border-slate-400 px-2 py-1"
            >
              {artworkGuidance.dieCutBorders.map((choice) => (
                <option key={choice.inches} value={choice.inches}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex items-center gap-2 font-medium text-slate-900">
          <input
            type="checkbox"
            checked={showGuides}
            onChange={(event) => setShowGuides(event.target.checked)}
            className="h-4 w-4 accent-orange-700"
          />
          Show bleed and safe zone
        </label>
      </div>
      {showGuides && (
        <p className="text-sm text-slate-700">
          Blue dots: the bleed, where a printed background must reach ({guide} in past the cut). Green dashes:
          the safe zone; keep text and logos inside it ({artworkGuidance.safeZoneInches} in inside the cut).
        </p>
      )}
    </figure>
  );
}
