// The kinds of parts the generator makes: what a Mitsubishi (MMKSI / KTB Fuso) dealer's parts
// list looks like to a workshop. Prices are integer Rupiah ranges per kind, as of 2026. The
// prefixes are where each kind usually lives; when a short prefix (1,000 numbers) is used up the
// generator falls back to the long MB/ME/MR/MD/MQ families.

/** A base name, or a name with its own price range when the kind's range is too wide for it. */
export type PartName = string | readonly [string, number, number]

export interface PartKind {
  /** Base names; one is picked per part. */
  names: readonly PartName[]
  /** Part-number prefixes in order of preference. */
  prefixes: readonly string[]
  /** Price range of names without their own. */
  price: readonly [number, number]
  /** Relative frequency in the catalogue. */
  weight: number
  /** Append a vehicle model to the name ('FILTER OIL L300'). */
  model: boolean
  /** Illustration under web/public/parts/, for a share of the parts of this kind. */
  image?: string
}

/** Vehicle models sold in Indonesia; truck models make dearer parts. */
// biome-ignore format: a data table, easier to scan packed than one entry per line
export const MODELS = [
  'PAJERO SPORT', 'PAJERO', 'L300', 'XPANDER', 'XPANDER CROSS', 'XFORCE', 'TRITON', 'OUTLANDER',
  'MIRAGE', 'DELICA', 'L200', 'COLT T120SS', 'KUDA', 'LANCER', 'DESTINATOR', 'COLT DIESEL',
  'CANTER', 'FUSO FIGHTER',
] as const
export const TRUCK_MODELS: ReadonlySet<string> = new Set(['COLT DIESEL', 'CANTER', 'FUSO FIGHTER'])

const LONG = ['MB', 'ME', 'MR', 'MD', 'MQ'] as const

// biome-ignore format: a data table, easier to scan packed than one entry per line
export const PART_KINDS: Record<string, PartKind> = {
  brakePad: { names: ['BRAKE PAD FR', 'BRAKE PAD RR', 'BRAKE PAD KIT FR'], prefixes: ['4605A', 'MR', 'MB'], price: [250_000, 1_200_000], weight: 4, model: true, image: 'brake-pad.svg' },
  brakeShoe: { names: ['BRAKE SHOE RR', 'BRAKE SHOE KIT RR', 'BRAKE LINING RR'], prefixes: ['MB', 'MR'], price: [250_000, 900_000], weight: 2, model: true, image: 'brake-pad.svg' },
  brakeDisc: { names: [['BRAKE DISC FR', 600_000, 1_800_000], ['BRAKE DRUM RR', 700_000, 2_000_000], ['BRAKE CALIPER FR LH', 1_200_000, 3_500_000], ['BRAKE CALIPER FR RH', 1_200_000, 3_500_000]], prefixes: ['4615A', 'MB'], price: [600_000, 2_200_000], weight: 2, model: true },
  battery: { names: [['BATTERY 12V 45AH', 900_000, 1_300_000], ['BATTERY 12V 55AH', 1_100_000, 1_600_000], ['BATTERY 12V 65AH MF', 1_300_000, 1_900_000], ['BATTERY 12V 70AH', 1_400_000, 2_000_000], ['BATTERY 12V 100AH', 1_900_000, 2_500_000]], prefixes: ['MZ320'], price: [900_000, 2_500_000], weight: 1, model: false, image: 'battery.svg' },
  filterOil: { names: ['FILTER OIL', 'FILTER OIL ELEMENT'], prefixes: ['1230A', 'MD', 'ME'], price: [35_000, 150_000], weight: 3, model: true, image: 'filter.svg' },
  filterAir: { names: ['FILTER AIR', 'ELEMENT AIR CLEANER'], prefixes: ['1500A', 'MR', 'ME'], price: [90_000, 350_000], weight: 3, model: true, image: 'filter.svg' },
  filterFuel: { names: ['FILTER FUEL', 'FILTER FUEL ASSY', 'ELEMENT FUEL FILTER'], prefixes: ['1770A', 'ME', 'MB'], price: [80_000, 450_000], weight: 3, model: true, image: 'filter.svg' },
  filterCabin: { names: ['FILTER CABIN AC', 'FILTER AIR CONDITIONER'], prefixes: ['7803A', 'MR'], price: [80_000, 250_000], weight: 1, model: true, image: 'filter.svg' },
  oil: { names: [['OIL ENGINE 4L SAE 10W-30', 280_000, 480_000], ['OIL ENGINE 4L SAE 5W-30', 350_000, 550_000], ['OIL ENGINE 1L SAE 15W-40 DIESEL', 60_000, 110_000], ['OIL ENGINE 5L SAE 15W-40 DIESEL', 300_000, 480_000], ['OIL TRANSMISSION ATF 1L', 90_000, 160_000], ['OIL GEAR 1L SAE 80W-90', 70_000, 130_000], ['COOLANT 1L', 45_000, 90_000], ['BRAKE FLUID DOT3 0.5L', 35_000, 70_000]], prefixes: ['MZ690', 'MZ320'], price: [60_000, 550_000], weight: 2, model: false, image: 'oil.svg' },
  sparkPlug: { names: ['SPARK PLUG', 'SPARK PLUG IRIDIUM', 'PLUG SPARK'], prefixes: ['1822A', 'MS', 'MQ'], price: [35_000, 90_000], weight: 2, model: true, image: 'spark-plug.svg' },
  belt: { names: [['BELT V-RIBBED', 120_000, 450_000], ['BELT FAN', 90_000, 300_000], ['BELT TIMING', 250_000, 900_000], ['BELT POWER STEERING', 100_000, 350_000]], prefixes: ['1340A', 'MD', 'ME'], price: [120_000, 900_000], weight: 3, model: true, image: 'belt.svg' },
  wiper: { names: ['WIPER BLADE 14IN', 'WIPER BLADE 18IN', 'WIPER BLADE 22IN', 'WIPER ARM FR'], prefixes: ['8250A', 'MR'], price: [60_000, 200_000], weight: 2, model: true },
  bearing: { names: ['BEARING HUB FR', 'BEARING HUB RR', 'BEARING WHEEL FR', 'BEARING CLUTCH RELEASE'], prefixes: ['3880A', 'MB', 'MR'], price: [300_000, 1_800_000], weight: 3, model: true },
  shock: { names: ['SHOCK ABSORBER FR', 'SHOCK ABSORBER RR', 'STRUT ASSY FR LH', 'STRUT ASSY FR RH'], prefixes: ['4060A', 'MR', 'MB'], price: [450_000, 2_000_000], weight: 3, model: true },
  clutch: { names: [['CLUTCH DISC', 600_000, 2_500_000], ['CLUTCH COVER ASSY', 900_000, 3_500_000], ['CLUTCH MASTER CYL', 450_000, 1_500_000], ['CLUTCH RELEASE CYL', 300_000, 1_100_000]], prefixes: ['2300A', 'ME', 'MR'], price: [600_000, 3_500_000], weight: 3, model: true },
  gasket: { names: [['GASKET HEAD', 250_000, 1_200_000], ['GASKET ROCKER COVER', 60_000, 250_000], ['GASKET OIL PAN', 30_000, 180_000], ['GASKET EXHAUST MANIFOLD', 40_000, 200_000], ['GASKET KIT ENGINE OVERHAUL', 700_000, 2_500_000]], prefixes: ['1005A', 'MD', 'ME'], price: [30_000, 1_500_000], weight: 4, model: true },
  seal: { names: [['SEAL OIL CRANKSHAFT FR', 35_000, 95_000], ['SEAL OIL CRANKSHAFT RR', 45_000, 150_000], ['SEAL OIL AXLE', 30_000, 90_000], ['SEAL VALVE STEM', 10_000, 40_000], ['O-RING', 3_000, 20_000]], prefixes: LONG, price: [5_000, 95_000], weight: 6, model: true },
  fastener: { names: ['BOLT FLANGE M8X20', 'BOLT HEX M10X30', 'NUT HEX M10', 'NUT WHEEL', 'WASHER PLAIN', 'CLIP TRIM', 'CLIP BUMPER', 'SCREW TAPPING'], prefixes: LONG, price: [2_000, 35_000], weight: 10, model: false },
  bracket: { names: [['BRACKET ENGINE MTG', 150_000, 650_000], ['BRACKET BUMPER FR', 60_000, 250_000], ['COVER ENGINE UNDER', 250_000, 800_000], ['HOSE RADIATOR UPR', 90_000, 350_000], ['HOSE RADIATOR LWR', 90_000, 350_000], ['HOSE HEATER', 40_000, 200_000], ['PIPE FUEL RETURN', 60_000, 300_000], ['CABLE ACCEL', 120_000, 450_000]], prefixes: LONG, price: [40_000, 650_000], weight: 12, model: true },
  electrical: { names: [['BULB 12V 21W', 8_000, 35_000], ['BULB HEAD LAMP H4', 45_000, 160_000], ['RELAY', 60_000, 250_000], ['FUSE 15A', 5_000, 20_000], ['SWITCH POWER WINDOW', 350_000, 1_200_000], ['SENSOR OXYGEN', 900_000, 2_400_000], ['SENSOR ABS FR', 700_000, 1_900_000], ['HORN ASSY', 120_000, 450_000]], prefixes: ['8201A', 'MR', 'MQ'], price: [5_000, 1_900_000], weight: 5, model: true },
  cooling: { names: [['PUMP WATER', 600_000, 2_500_000], ['RADIATOR ASSY', 1_500_000, 6_000_000], ['THERMOSTAT', 150_000, 450_000], ['FAN CLUTCH', 900_000, 2_800_000], ['CAP RADIATOR', 60_000, 180_000], ['TANK RESERVE', 150_000, 550_000]], prefixes: ['1300A', 'ME', 'MR'], price: [80_000, 6_000_000], weight: 3, model: true },
  steering: { names: [['TIE ROD END', 250_000, 900_000], ['BALL JOINT LWR', 300_000, 1_200_000], ['RACK END', 300_000, 900_000], ['STABILIZER LINK', 150_000, 500_000], ['BUSHING ARM LWR', 60_000, 250_000], ['ARM ASSY LWR FR', 900_000, 2_800_000]], prefixes: ['4422A', 'MR', 'MB'], price: [150_000, 1_600_000], weight: 4, model: true },
  body: { names: [['MIRROR OUTSIDE RH', 600_000, 3_500_000], ['MIRROR OUTSIDE LH', 600_000, 3_500_000], ['BUMPER FR', 1_200_000, 5_500_000], ['GRILLE RADIATOR', 700_000, 3_000_000], ['LAMP HEAD LH', 1_100_000, 5_500_000], ['LAMP HEAD RH', 1_100_000, 5_500_000], ['LAMP COMB RR LH', 500_000, 2_200_000], ['MOULDING DOOR FR', 250_000, 900_000]], prefixes: ['7450A', 'MR', 'MQ'], price: [250_000, 5_500_000], weight: 5, model: true },
  fuel: { names: [['INJECTOR NOZZLE', 1_500_000, 6_500_000], ['GLOW PLUG', 120_000, 400_000], ['PUMP FUEL', 900_000, 3_500_000], ['PUMP INJECTION ASSY', 4_500_000, 9_500_000], ['SENDER FUEL GAUGE', 450_000, 1_300_000]], prefixes: ['1465A', 'ME', 'MD'], price: [120_000, 9_500_000], weight: 2, model: true },
  heavy: { names: [['ALTERNATOR ASSY', 3_500_000, 9_500_000], ['STARTER MOTOR ASSY', 3_000_000, 8_500_000], ['COMPRESSOR AC', 4_500_000, 11_000_000], ['TURBOCHARGER ASSY', 7_500_000, 18_000_000]], prefixes: ['1800A', 'ME', 'MD'], price: [3_000_000, 12_500_000], weight: 1, model: true },
}

/** The first parts of every catalogue, one per chip on the landing page and per illustration. */
// biome-ignore format: a data table, easier to scan packed than one entry per line
export const SHOWCASE: readonly string[] = [
  'brakePad', 'battery', 'filterOil', 'filterFuel', 'filterAir', 'oil', 'sparkPlug', 'belt',
  'battery', 'brakeShoe', 'filterOil', 'filterFuel', 'shock', 'clutch', 'bearing', 'gasket',
]

export const LONG_PREFIXES = LONG
