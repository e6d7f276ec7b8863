import { useId } from 'react';

/**
 * The 404 picture, drawn in the portal's palette (LOOK.md: our own illustrations, never a library's default blue
 * one): a country path winding into karst hills, and a signpost at its foot saying the way ends here.
 */
export const NotFoundIllustration = ({ className }: { className?: string }) => {
  // Ids inside an inline SVG are document-wide: unique ones keep two copies from sharing a gradient or clip.
  const id = useId();
  const sky = `${id}-sky`;
  const scene = `${id}-scene`;
  return (
    <svg
      className={className}
      viewBox="0 0 360 240"
      width="360"
      height="240"
      role="img"
      aria-labelledby={`${id}-title`}
    >
      <title id={`${id}-title`}>山间小路旁的路牌：此路不通</title>
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#E4F2E8" />
          <stop offset="1" stopColor="#F7F1DF" />
        </linearGradient>
        <clipPath id={scene}>
          <circle cx="184" cy="118" r="108" />
        </clipPath>
      </defs>

      <ellipse cx="180" cy="228" rx="156" ry="10" fill="#E3EEE6" />

      <g clipPath={`url(#${scene})`}>
        <rect x="60" y="0" width="260" height="240" fill={`url(#${sky})`} />
        <circle cx="242" cy="62" r="30" fill="#E9B949" opacity="0.18" />
        <circle cx="242" cy="62" r="18" fill="#E9B949" opacity="0.9" />
        <g fill="none" stroke="#3F6F55" strokeWidth="2" strokeLinecap="round">
          <path d="M150 52 q6 -6 12 0 q6 -6 12 0" />
          <path d="M178 38 q4 -4 8 0 q4 -4 8 0" />
        </g>
        {/* karst peaks in the distance */}
        <path
          d="M60 150 C80 120 92 96 106 96 C120 96 124 128 136 128 C148 128 156 84 172 82 C188 80 196 124 208 126 C222 128 230 100 246 98 C262 96 274 130 310 140 L310 240 L60 240 Z"
          fill="#C3E0CC"
        />
        {/* tea hill with its rows */}
        <path
          d="M60 180 C110 150 170 140 222 146 C262 150 290 160 310 170 L310 240 L60 240 Z"
          fill="#7DBE95"
        />
        <g fill="none" stroke="#A9D8B7" strokeWidth="3" strokeLinecap="round">
          <path d="M84 178 C120 162 160 156 196 156" />
          <path d="M236 160 C258 162 280 168 300 176" />
          <path d="M78 192 C120 176 164 170 192 170" />
          <path d="M232 174 C260 176 284 182 304 190" />
        </g>
        {/* a village on the hillside */}
        <g>
          <rect x="166" y="150" width="18" height="12" fill="#FBF6EA" />
          <path d="M162 151 L175 142 L188 151 Z" fill="#B07D12" />
          <rect x="173" y="155" width="4" height="7" fill="#7A5A24" />
          <rect x="252" y="154" width="16" height="10" fill="#FBF6EA" />
          <path d="M248 155 L260 147 L272 155 Z" fill="#9A6A00" />
        </g>
        <path d="M60 208 C120 194 204 190 310 200 L310 240 L60 240 Z" fill="#4E9B6E" />
        {/* the path, narrowing towards the hills */}
        <path
          d="M146 240 C166 222 200 206 198 192 C196 180 200 164 212 150 L218 150 C211 164 208 178 214 190 C222 206 212 224 226 240 Z"
          fill="#F1DFAE"
          stroke="#E0C27A"
          strokeWidth="1.5"
        />
        <g fill="#3E8F60">
          <ellipse cx="244" cy="214" rx="20" ry="8" />
          <ellipse cx="276" cy="208" rx="16" ry="7" />
          <ellipse cx="122" cy="218" rx="18" ry="7" />
        </g>
      </g>

      {/* the signpost, standing in front of the scene */}
      <rect x="95" y="112" width="8" height="116" rx="2" fill="#8A6430" />
      <path d="M64 118 H150 L164 132 L150 146 H64 Z" fill="#1F7A4C" />
      <text
        x="110"
        y="139"
        textAnchor="middle"
        fill="#FFFFFF"
        fontSize="20"
        fontWeight="700"
        fontFamily="Arial, sans-serif"
        letterSpacing="2"
      >
        404
      </text>
      <path d="M48 166 L62 152 H140 V180 H62 Z" fill="#D99A1E" />
      <text
        x="100"
        y="171"
        textAnchor="middle"
        fill="#4A3200"
        fontSize="13"
        fontWeight="600"
        fontFamily='"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif'
      >
        此路不通
      </text>
      <g fill="#3E9A66">
        <path d="M84 228 q4 -14 8 0 Z" />
        <path d="M90 228 q5 -18 10 0 Z" />
        <path d="M104 228 q4 -12 8 0 Z" />
        <path d="M288 228 q4 -12 8 0 Z" />
        <path d="M295 228 q5 -16 10 0 Z" />
      </g>
      <g fill="#E9B949">
        <circle cx="82" cy="222" r="2.5" />
        <circle cx="116" cy="224" r="2.5" />
        <circle cx="304" cy="220" r="2.5" />
      </g>
    </svg>
  );
};
