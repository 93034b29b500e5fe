/*
 * Line drawings of each sport's court, pitch or equipment for the generated demo images. Each drawing
 * fills a 720 x 440 box (the caller positions it) and each sport has its own colour palette.
 */

export interface SportPalette {
  from: string;
  to: string;
  accent: string;
}

const PALETTES: Record<string, SportPalette> = {
  Football: { from: '#0f5132', to: '#3fa34d', accent: '#b7f5c4' },
  Tennis: { from: '#0b3d91', to: '#2f80ed', accent: '#d9f99d' },
  Basketball: { from: '#9a3412', to: '#f97316', accent: '#fed7aa' },
  Badminton: { from: '#064e4b', to: '#14b8a6', accent: '#ccfbf1' },
  Squash: { from: '#4c1d95', to: '#a855f7', accent: '#ede9fe' },
  'Table Tennis': { from: '#7f1d1d', to: '#ef4444', accent: '#fee2e2' },
  Cricket: { from: '#365314', to: '#84cc16', accent: '#ecfccb' },
  Rugby: { from: '#581c2b', to: '#be123c', accent: '#ffe4e6' },
  Hockey: { from: '#0c4a6e', to: '#0ea5e9', accent: '#e0f2fe' },
  Swimming: { from: '#155e75', to: '#22d3ee', accent: '#cffafe' },
  Volleyball: { from: '#9a3412', to: '#f59e0b', accent: '#fef3c7' },
  Golf: { from: '#14532d', to: '#4ade80', accent: '#dcfce7' },
  Boxing: { from: '#1f2937', to: '#dc2626', accent: '#fecaca' },
  'Martial Arts': { from: '#3f2a1d', to: '#a16207', accent: '#fef9c3' },
  Climbing: { from: '#334155', to: '#f97316', accent: '#ffedd5' },
};

const DEFAULT_PALETTE: SportPalette = { from: '#1e293b', to: '#2563eb', accent: '#dbeafe' };

export function paletteFor(sport: string | null): SportPalette {
  return (sport && PALETTES[sport]) || DEFAULT_PALETTE;
}

const LINE = 'fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"';

function football(): string {
  const stripes = Array.from({ length: 9 }, (_, index) =>
    index % 2 === 0
      ? `<rect x="${20 + index * 75.5}" y="20" width="75.5" height="400" fill="#ffffff" fill-opacity="0.06"/>`
      : '',
  ).join('');
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#2f8f3e"/>${stripes}
<g ${LINE}><rect x="20" y="20" width="680" height="400"/><line x1="360" y1="20" x2="360" y2="420"/>
<circle cx="360" cy="220" r="62"/><rect x="20" y="115" width="110" height="210"/><rect x="20" y="170" width="40" height="100"/>
<rect x="590" y="115" width="110" height="210"/><rect x="660" y="170" width="40" height="100"/>
<path d="M130 180 A62 62 0 0 1 130 260"/><path d="M590 180 A62 62 0 0 0 590 260"/>
<rect x="6" y="190" width="14" height="60"/><rect x="700" y="190" width="14" height="60"/></g>
<g fill="#ffffff"><circle cx="360" cy="220" r="6"/><circle cx="95" cy="220" r="5"/><circle cx="625" cy="220" r="5"/></g>`;
}

function tennis(): string {
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#2e7d4f"/><rect x="40" y="72" width="640" height="296" fill="#1d5fbf"/>
<g ${LINE}><rect x="40" y="72" width="640" height="296"/><line x1="40" y1="109" x2="680" y2="109"/><line x1="40" y1="331" x2="680" y2="331"/>
<line x1="188" y1="109" x2="188" y2="331"/><line x1="532" y1="109" x2="532" y2="331"/><line x1="188" y1="220" x2="532" y2="220"/>
<line x1="40" y1="220" x2="52" y2="220"/><line x1="668" y1="220" x2="680" y2="220"/></g>
<line x1="360" y1="56" x2="360" y2="384" stroke="#f8fafc" stroke-width="7"/><circle cx="360" cy="56" r="6" fill="#e2e8f0"/><circle cx="360" cy="384" r="6" fill="#e2e8f0"/>
<circle cx="470" cy="160" r="13" fill="#d9f99d"/><path d="M459 153 Q470 160 459 168 M481 153 Q470 160 481 168" fill="none" stroke="#ffffff" stroke-width="2"/>`;
}

function basketball(): string {
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#c98a4b"/>
${Array.from({ length: 11 }, (_, index) => `<line x1="0" y1="${40 * index}" x2="720" y2="${40 * index}" stroke="#8a5a2b" stroke-opacity="0.25" stroke-width="2"/>`).join('')}
<g ${LINE}><rect x="50" y="55" width="620" height="330"/><line x1="360" y1="55" x2="360" y2="385"/><circle cx="360" cy="220" r="40"/>
<rect x="50" y="166" width="128" height="108" fill="#b45309" fill-opacity="0.35"/><rect x="542" y="166" width="128" height="108" fill="#b45309" fill-opacity="0.35"/>
<circle cx="178" cy="220" r="40"/><circle cx="542" cy="220" r="40"/>
<path d="M50 75 L119 75 A149 149 0 0 1 119 365 L50 365"/><path d="M670 75 L601 75 A149 149 0 0 0 601 365 L670 365"/>
<line x1="73" y1="198" x2="73" y2="242"/><line x1="647" y1="198" x2="647" y2="242"/><circle cx="85" cy="220" r="9"/><circle cx="635" cy="220" r="9"/></g>`;
}

function badminton(): string {
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#0f766e"/><rect x="60" y="83" width="600" height="274" fill="#15803d"/>
<g ${LINE}><rect x="60" y="83" width="600" height="274"/><line x1="60" y1="104" x2="660" y2="104"/><line x1="60" y1="336" x2="660" y2="336"/>
<line x1="271" y1="83" x2="271" y2="357"/><line x1="449" y1="83" x2="449" y2="357"/><line x1="94" y1="83" x2="94" y2="357"/><line x1="626" y1="83" x2="626" y2="357"/>
<line x1="60" y1="220" x2="271" y2="220"/><line x1="449" y1="220" x2="660" y2="220"/></g>
<line x1="360" y1="66" x2="360" y2="374" stroke="#f8fafc" stroke-width="6" stroke-dasharray="4 3"/>
<g transform="translate(520 150) rotate(35)"><path d="M-14 0 L14 0 L26 -46 L-26 -46 Z" fill="#ffffff" fill-opacity="0.9"/><circle cx="0" cy="6" r="11" fill="#f8fafc"/></g>`;
}

function squash(): string {
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#d6a466"/>
${Array.from({ length: 12 }, (_, index) => `<line x1="${60 * index}" y1="0" x2="${60 * index}" y2="440" stroke="#9a6b34" stroke-opacity="0.25" stroke-width="2"/>`).join('')}
<g fill="none" stroke="#b91c1c" stroke-width="5"><rect x="60" y="22" width="600" height="396"/><line x1="395" y1="22" x2="395" y2="418"/>
<line x1="395" y1="220" x2="660" y2="220"/><rect x="395" y="22" width="98" height="98"/><rect x="395" y="320" width="98" height="98"/></g>
<rect x="44" y="22" width="16" height="396" fill="#f8fafc"/><circle cx="250" cy="240" r="11" fill="#111827"/>`;
}

function tableTennis(): string {
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#7c2d12"/>
<rect x="120" y="87" width="480" height="266" rx="6" fill="#1e3a8a"/><g ${LINE}><rect x="124" y="91" width="472" height="258"/><line x1="124" y1="220" x2="596" y2="220" stroke-width="2"/></g>
<line x1="360" y1="70" x2="360" y2="370" stroke="#f8fafc" stroke-width="8"/>
<g transform="translate(70 320) rotate(-30)"><rect x="-7" y="20" width="14" height="44" rx="5" fill="#78350f"/><circle cx="0" cy="0" r="36" fill="#dc2626"/></g>
<g transform="translate(650 120) rotate(150)"><rect x="-7" y="20" width="14" height="44" rx="5" fill="#78350f"/><circle cx="0" cy="0" r="36" fill="#111827"/></g>
<circle cx="470" cy="170" r="9" fill="#ffffff"/>`;
}

function cricket(): string {
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#3f6212"/><ellipse cx="360" cy="220" rx="340" ry="210" fill="#65a30d"/>
<g ${LINE}><ellipse cx="360" cy="220" rx="340" ry="210"/><ellipse cx="360" cy="220" rx="190" ry="120" stroke-dasharray="14 12"/></g>
<rect x="338" y="130" width="44" height="180" fill="#e7d3a1"/>
<g stroke="#ffffff" stroke-width="3"><line x1="330" y1="148" x2="390" y2="148"/><line x1="330" y1="292" x2="390" y2="292"/></g>
<g fill="#f5f5f4"><rect x="352" y="136" width="4" height="10"/><rect x="358" y="136" width="4" height="10"/><rect x="364" y="136" width="4" height="10"/>
<rect x="352" y="294" width="4" height="10"/><rect x="358" y="294" width="4" height="10"/><rect x="364" y="294" width="4" height="10"/></g>
<circle cx="470" cy="150" r="11" fill="#b91c1c"/>`;
}

function rugby(): string {
  const dashed = (x: number) => `<line x1="${x}" y1="20" x2="${x}" y2="420" stroke-dasharray="16 12"/>`;
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#2f7d32"/>
<rect x="20" y="20" width="40" height="400" fill="#ffffff" fill-opacity="0.08"/><rect x="660" y="20" width="40" height="400" fill="#ffffff" fill-opacity="0.08"/>
<g ${LINE}><rect x="20" y="20" width="680" height="400"/><line x1="60" y1="20" x2="60" y2="420"/><line x1="660" y1="20" x2="660" y2="420"/>
<line x1="360" y1="20" x2="360" y2="420"/><line x1="192" y1="20" x2="192" y2="420"/><line x1="528" y1="20" x2="528" y2="420"/>${dashed(300)}${dashed(420)}</g>
<g stroke="#f8fafc" stroke-width="6"><line x1="60" y1="196" x2="60" y2="244"/><line x1="52" y1="196" x2="68" y2="196"/><line x1="52" y1="244" x2="68" y2="244"/>
<line x1="660" y1="196" x2="660" y2="244"/><line x1="652" y1="196" x2="668" y2="196"/><line x1="652" y1="244" x2="668" y2="244"/></g>
<ellipse cx="430" cy="150" rx="26" ry="16" transform="rotate(-25 430 150)" fill="#7c2d12" stroke="#ffffff" stroke-width="2"/>`;
}

function hockey(): string {
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#1e40af"/><rect x="40" y="27" width="640" height="386" fill="#2563eb"/>
<g ${LINE}><rect x="40" y="27" width="640" height="386"/><line x1="360" y1="27" x2="360" y2="413"/><line x1="200" y1="27" x2="200" y2="413"/><line x1="520" y1="27" x2="520" y2="413"/>
<path d="M40 110 A110 110 0 0 1 150 220 A110 110 0 0 1 40 330"/><path d="M680 110 A110 110 0 0 0 570 220 A110 110 0 0 0 680 330"/>
<path d="M40 70 A150 150 0 0 1 190 220 A150 150 0 0 1 40 370" stroke-dasharray="12 10"/><path d="M680 70 A150 150 0 0 0 530 220 A150 150 0 0 0 680 370" stroke-dasharray="12 10"/>
<rect x="26" y="200" width="14" height="40"/><rect x="680" y="200" width="14" height="40"/></g>
<circle cx="410" cy="250" r="9" fill="#facc15"/>`;
}

function swimming(): string {
  const lanes = Array.from({ length: 5 }, (_, index) => {
    const y = 40 + (index + 1) * 60;
    return `<line x1="40" y1="${y}" x2="680" y2="${y}" stroke="${index % 2 ? '#facc15' : '#ef4444'}" stroke-width="6" stroke-dasharray="10 6"/>`;
  }).join('');
  const markers = Array.from({ length: 6 }, (_, index) => {
    const y = 70 + index * 60;
    return `<line x1="80" y1="${y}" x2="640" y2="${y}" stroke="#0c4a6e" stroke-opacity="0.55" stroke-width="6"/><line x1="640" y1="${y - 14}" x2="640" y2="${y + 14}" stroke="#0c4a6e" stroke-opacity="0.55" stroke-width="6"/>`;
  }).join('');
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#e2e8f0"/><rect x="40" y="40" width="640" height="360" fill="#38bdf8"/>${markers}${lanes}
<g fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3"><path d="M120 110 q20 -10 40 0 t40 0"/><path d="M420 230 q20 -10 40 0 t40 0"/><path d="M260 350 q20 -10 40 0 t40 0"/></g>
${Array.from({ length: 6 }, (_, index) => `<rect x="14" y="${56 + index * 60}" width="22" height="28" rx="3" fill="#334155"/>`).join('')}`;
}

function volleyball(): string {
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#e9c98b"/>
<g fill="none" stroke="#1d4ed8" stroke-width="6"><rect x="80" y="80" width="560" height="280"/><line x1="267" y1="80" x2="267" y2="360"/><line x1="453" y1="80" x2="453" y2="360"/></g>
<line x1="360" y1="60" x2="360" y2="380" stroke="#1f2937" stroke-width="8"/><circle cx="360" cy="60" r="7" fill="#1f2937"/><circle cx="360" cy="380" r="7" fill="#1f2937"/>
<g transform="translate(540 170)"><circle r="30" fill="#facc15" stroke="#ffffff" stroke-width="3"/><path d="M-30 0 Q0 -16 30 0 M-10 -28 Q10 0 -10 28 M12 -26 Q-6 2 16 26" fill="none" stroke="#1d4ed8" stroke-width="3"/></g>`;
}

function golf(): string {
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#166534"/>
<path d="M40 400 C150 300 120 180 300 150 C470 120 520 60 690 40 L700 120 C560 150 520 230 380 250 C230 270 200 380 160 420 Z" fill="#22c55e"/>
<ellipse cx="560" cy="110" rx="120" ry="60" fill="#4ade80"/><ellipse cx="430" cy="200" rx="60" ry="24" fill="#fde68a"/><ellipse cx="660" cy="190" rx="40" ry="18" fill="#fde68a"/>
<ellipse cx="200" cy="120" rx="90" ry="40" fill="#38bdf8" fill-opacity="0.8"/>
<line x1="580" y1="110" x2="580" y2="30" stroke="#f8fafc" stroke-width="5"/><path d="M580 30 L630 44 L580 58 Z" fill="#ef4444"/><ellipse cx="580" cy="112" rx="9" ry="5" fill="#052e16"/>
<circle cx="180" cy="360" r="10" fill="#ffffff"/>`;
}

function boxing(): string {
  const ropes = ['#ef4444', '#f8fafc', '#3b82f6']
    .map((colour, index) => {
      const half = 150 + index * 15;
      return `<rect x="${360 - half}" y="${220 - half}" width="${2 * half}" height="${2 * half}" fill="none" stroke="${colour}" stroke-width="6"/>`;
    })
    .join('');
  const posts = [
    [180, 40, '#ef4444'],
    [540, 40, '#f8fafc'],
    [180, 400, '#f8fafc'],
    [540, 400, '#3b82f6'],
  ]
    .map(([x, y, colour]) => `<circle cx="${x}" cy="${y}" r="14" fill="${colour}" stroke="#111827" stroke-width="3"/>`)
    .join('');
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#111827"/><rect x="200" y="60" width="320" height="320" fill="#f1f5f9"/>
<circle cx="360" cy="220" r="64" fill="none" stroke="#cbd5e1" stroke-width="6"/>${ropes}${posts}`;
}

function martialArts(): string {
  const mats: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let column = 0; column < 8; column += 1) {
      const colour = (row + column) % 2 ? '#bfa46a' : '#a7c08a';
      mats.push(
        `<rect x="${40 + column * 80}" y="${40 + row * 90}" width="80" height="90" fill="${colour}" stroke="#5b4a2a" stroke-width="2"/>`,
      );
    }
  }
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#3f2a1d"/>${mats.join('')}
<rect x="200" y="85" width="320" height="270" fill="none" stroke="#b91c1c" stroke-width="10"/>
<g stroke="#ffffff" stroke-width="6"><line x1="320" y1="200" x2="320" y2="240"/><line x1="400" y1="200" x2="400" y2="240"/></g>`;
}

function climbing(): string {
  const holds = [
    [120, 330, '#f97316'],
    [180, 260, '#22c55e'],
    [150, 180, '#3b82f6'],
    [240, 120, '#eab308'],
    [330, 300, '#ec4899'],
    [380, 210, '#f97316'],
    [430, 130, '#22c55e'],
    [500, 280, '#3b82f6'],
    [560, 190, '#ec4899'],
    [610, 90, '#eab308'],
    [300, 60, '#3b82f6'],
    [640, 330, '#22c55e'],
  ]
    .map(
      ([x, y, colour], index) =>
        `<ellipse cx="${x}" cy="${y}" rx="${16 + (index % 3) * 4}" ry="${11 + (index % 2) * 4}" fill="${colour}" transform="rotate(${index * 27} ${x} ${y})"/>`,
    )
    .join('');
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#475569"/>
<polygon points="0,0 260,0 200,440 0,440" fill="#64748b"/><polygon points="260,0 520,0 560,440 200,440" fill="#526173"/><polygon points="520,0 720,0 720,440 560,440" fill="#64748b"/>
${holds}<path d="M360 0 L380 210 L360 440" fill="none" stroke="#fde047" stroke-width="4"/><circle cx="380" cy="210" r="7" fill="#e2e8f0"/>`;
}

function generic(): string {
  return `<rect x="0" y="0" width="720" height="440" rx="18" fill="#1e3a8a"/>
<g ${LINE}><rect x="40" y="40" width="640" height="360" rx="10"/><line x1="360" y1="40" x2="360" y2="400"/><circle cx="360" cy="220" r="70"/></g>`;
}

const DRAWINGS: Record<string, () => string> = {
  Football: football,
  Tennis: tennis,
  Basketball: basketball,
  Badminton: badminton,
  Squash: squash,
  'Table Tennis': tableTennis,
  Cricket: cricket,
  Rugby: rugby,
  Hockey: hockey,
  Swimming: swimming,
  Volleyball: volleyball,
  Golf: golf,
  Boxing: boxing,
  'Martial Arts': martialArts,
  Climbing: climbing,
};

/** The sport's drawing in a 720 x 440 box; an unknown sport or none gets a generic court. */
export function drawSport(sport: string | null): string {
  return ((sport && DRAWINGS[sport]) || generic)();
}
