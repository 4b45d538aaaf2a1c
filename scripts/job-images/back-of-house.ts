import { palette as c, scene } from './svg';

/** The kitchen pass: a chef behind the heat lamps, plates waiting, hanging pans, the pizza oven. */
export const backOfHouse = scene(
  'A Tavola kitchen pass: a chef in a white hat behind plated pizzas, hanging pans and a glowing pizza oven',
  `
  <defs>
    <pattern id="tiles" width="120" height="60" patternUnits="userSpaceOnUse">
      <path d="M0 29h120M0 59h120M60 0v29M0 29v31M120 29v31" fill="none" stroke="${c.lightGreen}" stroke-opacity=".13" stroke-width="3"/>
    </pattern>
    <g id="pan"><rect x="-7" y="-150" width="14" height="110" rx="7" fill="${c.black}"/><circle r="52" fill="${c.black}"/><circle r="38" fill="#2e2e2e"/></g>
    <g id="copper"><rect x="-6" y="-130" width="12" height="96" rx="6" fill="${c.red}"/><circle r="42" fill="${c.bronze}"/><circle r="30" fill="${c.pink}" opacity=".55"/><path d="M-18-20a28 28 0 0 1 24-8" fill="none" stroke="${c.offWhite}" stroke-width="5" stroke-linecap="round" opacity=".7"/></g>
    <g id="ticket"><path d="M0 0h46v58l-6-6-6 6-6-6-6 6-6-6-6 6-6-6-4 6z" fill="${c.offWhite}"/><g fill="${c.green}" opacity=".45"><rect x="8" y="10" width="30" height="5" rx="2"/><rect x="8" y="22" width="20" height="5" rx="2"/><rect x="8" y="34" width="26" height="5" rx="2"/></g></g>
  </defs>
  <rect width="1600" height="600" fill="${c.green}"/>
  <rect width="1600" height="600" fill="url(#tiles)"/>
  <!-- A shelf of jars, faint enough that a heading over the left of the wall stays readable. -->
  <g fill="${c.lightGreen}" opacity=".2">
    <rect x="60" y="150" width="380" height="10" rx="4"/>
    <rect x="84" y="96" width="44" height="54" rx="8"/><rect x="90" y="86" width="32" height="12" rx="3"/>
    <rect x="146" y="110" width="40" height="40" rx="8"/><rect x="152" y="100" width="28" height="12" rx="3"/>
    <rect x="206" y="80" width="48" height="70" rx="10"/><rect x="214" y="70" width="32" height="12" rx="3"/>
    <path d="M300 150v-40l14-26h16l14 26v40z"/><rect x="384" y="104" width="36" height="46" rx="6"/>
  </g>

  <!-- The oven: a domed wood-fired oven on the right, its fire the brightest thing in the scene. -->
  <rect x="1296" y="0" width="78" height="200" fill="${c.red}"/>
  <rect x="1284" y="70" width="102" height="20" rx="6" fill="${c.black}"/>
  <path d="M1140 520V330Q1335 40 1530 330v190z" fill="${c.bronze}"/>
  <g fill="none" stroke="${c.red}" stroke-width="6" stroke-opacity=".5">
    <path d="M1175 318Q1335 95 1495 318"/>
    <path d="M1160 390h90M1420 390h95M1160 450h90M1420 450h95"/>
    <path d="M1205 330v60M1230 390v60M1465 330v60M1440 390v60M1290 205v60M1380 205v60"/>
  </g>
  <ellipse cx="1335" cy="440" rx="130" ry="80" fill="${c.pink}" opacity=".18"/>
  <path d="M1245 500v-80a90 82 0 0 1 180 0v80z" fill="${c.almond}"/>
  <path d="M1258 500v-78a77 70 0 0 1 154 0v78z" fill="${c.black}"/>
  <path d="M1272 500c0-40 18-55 34-86 6 28 22 34 18 62 16-17 12-40 28-56 14 34 34 50 24 80z" fill="${c.bronze}"/>
  <path d="M1290 500c3-26 14-34 22-50 6 20 16 22 14 40 11-11 9-22 19-34 9 23 20 28 14 44z" fill="${c.pink}"/>
  <path d="M1308 500c3-14 9-20 13-28 5 11 10 14 9 28z" fill="${c.offWhite}"/>

  <!-- Pans hung from a rail, between the calm wall and the chef. -->
  <rect x="600" y="52" width="330" height="12" rx="6" fill="${c.black}"/>
  <g fill="none" stroke="${c.black}" stroke-width="5"><path d="M655 64v22M755 64v22M850 64v22"/></g>
  <use href="#pan" x="655" y="236"/>
  <use href="#copper" x="755" y="214"/>
  <use href="#pan" x="850" y="246" transform="rotate(4 850 96)"/>
  <g transform="rotate(-3 905 64)"><rect x="899" y="64" width="12" height="140" rx="6" fill="${c.almond}"/><ellipse cx="905" cy="214" rx="24" ry="16" fill="${c.almond}"/></g>

  <!-- The chef, in a white jacket and hat, leaning towards the pass. -->
  <g transform="translate(1010 0)">
    <path d="M-130 520c0-110 50-165 130-165s130 55 130 165z" fill="#fff"/>
    <path d="M-34 360l34 34 34-34" fill="none" stroke="${c.bronze}" stroke-width="12" stroke-linejoin="round"/>
    <g fill="${c.almond}"><circle cx="-26" cy="420" r="7"/><circle cx="-26" cy="452" r="7"/><circle cx="26" cy="420" r="7"/><circle cx="26" cy="452" r="7"/></g>
    <rect x="-26" y="310" width="52" height="56" rx="18" fill="#c98a4b"/>
    <circle cy="270" r="66" fill="#c98a4b"/>
    <path d="M-66 262c4-34 28-52 66-52s62 18 66 52c-18-16-38-22-66-22s-48 6-66 22z" fill="${c.black}"/>
    <g fill="${c.black}"><circle cx="-24" cy="272" r="6"/><circle cx="24" cy="272" r="6"/></g>
    <path d="M-24 302q24 20 48 0" fill="none" stroke="${c.black}" stroke-width="6" stroke-linecap="round"/>
    <g fill="#fff"><circle cx="-46" cy="150" r="42"/><circle cy="128" r="50"/><circle cx="46" cy="150" r="42"/><rect x="-62" y="150" width="124" height="62" rx="10"/></g>
    <rect x="-62" y="196" width="124" height="22" rx="6" fill="${c.offWhite}"/>
  </g>

  <!-- The pass: a heat-lamp gantry over the plates waiting to go out, order tickets on its rail. -->
  <path d="M620 404h560l40 116H580z" fill="${c.pink}" opacity=".16"/>
  <rect x="600" y="384" width="600" height="22" rx="6" fill="#d9d9d9"/>
  <rect x="600" y="402" width="600" height="6" fill="${c.black}" opacity=".25"/>
  <g fill="${c.pink}"><rect x="650" y="406" width="120" height="6" rx="3"/><rect x="840" y="406" width="120" height="6" rx="3"/><rect x="1030" y="406" width="120" height="6" rx="3"/></g>
  <rect x="610" y="320" width="12" height="200" fill="#d9d9d9"/><rect x="1178" y="320" width="12" height="200" fill="#d9d9d9"/>
  <use href="#ticket" x="636" y="414" transform="rotate(-3 660 414)"/>
  <use href="#ticket" x="690" y="414" transform="rotate(2 714 414)"/>
  <use href="#ticket" x="744" y="414" transform="rotate(-1 768 414)"/>
  <g>
    <ellipse cx="900" cy="508" rx="96" ry="20" fill="#e3a867"/>
    <ellipse cx="900" cy="502" rx="80" ry="15" fill="${c.bronze}"/>
    <g fill="${c.offWhite}"><ellipse cx="872" cy="500" rx="14" ry="5"/><ellipse cx="922" cy="505" rx="14" ry="5"/><ellipse cx="900" cy="496" rx="10" ry="4"/></g>
    <g fill="${c.green}"><ellipse cx="890" cy="507" rx="9" ry="3"/><ellipse cx="940" cy="498" rx="9" ry="3"/></g>
  </g>
  <g>
    <ellipse cx="1090" cy="510" rx="78" ry="16" fill="#fff"/>
    <path d="M1030 496q60 28 120 0q-10 18-60 20q-50-2-60-20z" fill="${c.almond}"/>
    <path d="M1040 498c14-18 36-24 50-22s40 6 50 22q-50 14-100 0z" fill="#f3d58a"/>
    <g fill="${c.bronze}"><circle cx="1072" cy="488" r="6"/><circle cx="1104" cy="486" r="6"/><circle cx="1090" cy="494" r="5"/></g>
    <ellipse cx="1118" cy="492" rx="8" ry="3" fill="${c.green}"/>
  </g>

  <!-- The chef's arm, in front of the lamps, sliding the pizza onto the pass. -->
  <path d="M918 424c-30 20-46 44-58 66" fill="none" stroke="#fff" stroke-width="34" stroke-linecap="round"/>
  <circle cx="852" cy="498" r="15" fill="#c98a4b"/>

  <!-- The counter: a steel top, and a dark front that keeps the lower band quiet. -->
  <rect y="520" width="1600" height="80" fill="${c.black}" opacity=".42"/>
  <rect y="514" width="1600" height="14" fill="#d9d9d9"/>
  <g stroke="${c.lightGreen}" stroke-opacity=".14" stroke-width="3"><path d="M400 528v72M800 528v72M1200 528v72"/></g>
  `,
);
