import type { OptimizerInput } from '../contract.js';

/**
 * Listings written for the built-in writer's tests: one per kind of input the writer must cope
 * with. Invented for the tests, not copied from any dataset.
 */
export interface Fixture {
  name: string;
  input: OptimizerInput;
  /** Category breadcrumb, for limits that depend on it. */
  category?: string;
}

export const FIXTURES: readonly Fixture[] = [
  {
    name: 'toy',
    category: 'Toys & Games > Figures',
    input: {
      title: 'Stompers 6 Dinosaur Figures Set, Realistic Hand-Painted Dinosaur Toys for Kids Ages 3+, Green and Brown',
      bulletPoints: [
        'REALISTIC DETAIL: Each of the 6 figures is hand-painted with textured skin, open jaws and posable tails, so kids can act out their own prehistoric adventures.',
        'SAFE FOR LITTLE HANDS: Made of soft PVC with rounded edges; every dinosaur is between 4 and 7 inches long, sized for small hands.',
        'LEARN WHILE PLAYING: Includes a fact card for each species, from the T-Rex to the Triceratops, to spark curiosity about science and history.',
        'GREAT GIFT: Ideal for birthday parties, party favors and classroom rewards for boys and girls ages 3 and up.',
        'STORAGE BOX INCLUDED: The set comes in a sturdy storage box that keeps all 6 dinosaurs together after play time.',
      ],
      titleMainKeyword: 'dinosaur toys',
      titleSecondaryKeywords: 'dinosaur figures, toys for kids',
      bulletKeywords: 'realistic dinosaur, birthday gift, educational toy',
    },
  },
  {
    name: 'kitchen gadget',
    category: 'Home & Kitchen > Kitchen Utensils & Gadgets',
    input: {
      title: 'ChefLine Garlic Press Stainless Steel, Heavy Duty Garlic Mincer with Silicone Peeler, Dishwasher Safe',
      bulletPoints: [
        'Presses unpeeled cloves in one squeeze; the large chamber holds up to 3 cloves at a time.',
        'Solid stainless steel body resists rust and will not bend like cheaper aluminum presses.',
        'Ergonomic handles with a soft grip make pressing easy for people with weaker hands.',
        'The silicone tube peeler removes garlic skin in seconds: just roll it on the counter.',
        'Dishwasher safe and easy to clean; the built-in cleaning comb pushes out leftover pulp.',
      ],
      titleMainKeyword: 'garlic press',
      titleSecondaryKeywords: 'garlic mincer, kitchen gadget',
      bulletKeywords: 'stainless steel, easy to clean, ginger crusher',
    },
  },
  {
    name: 'electronics cable',
    category: 'Electronics > Accessories > Cables > USB Cables',
    input: {
      title: 'VoltLink USB C to USB C Cable 6.6ft, 100W PD Fast Charging Cord, Braided Nylon, Compatible with MacBook Pro, iPad Pro, Galaxy S23',
      bulletPoints: [
        '100W FAST CHARGING: Supports USB Power Delivery up to 100W (20V/5A), charging a 13-inch MacBook Pro from 0 to 50% in about 30 minutes.',
        'DATA TRANSFER: Syncs files at 480Mbps between your phone, tablet and laptop.',
        'BRAIDED NYLON JACKET: The double-braided nylon jacket survived 25,000+ bend tests in our lab.',
        'WIDE COMPATIBILITY: Works with MacBook Pro, MacBook Air, iPad Pro, Samsung Galaxy S23 and Google Pixel 7.',
        'WHAT YOU GET: 1 x 6.6ft USB C to USB C cable, 1 x cable tie and our 18-month warranty.',
      ],
      titleMainKeyword: 'usb c cable',
      titleSecondaryKeywords: 'fast charging cable, type c charger cord',
      bulletKeywords: '100w, braided, laptop charging cable',
    },
  },
  {
    name: 'apparel',
    category: 'Clothing, Shoes & Jewelry > Women > Tops > T-Shirts',
    input: {
      title: "Maple & Moss Women's V-Neck T-Shirt, Short Sleeve Cotton Blend Tee, Relaxed Fit, Heather Grey, Medium",
      bulletPoints: [
        '60% cotton, 40% polyester jersey that feels soft and stays breathable on warm days.',
        'Relaxed fit with a flattering V-neck and slightly longer back hem.',
        'Tag-free neck label means no itching.',
        'Machine wash cold, tumble dry low; the fabric keeps its shape after washing.',
        'Pairs with jeans, shorts or a blazer for work or weekends.',
      ],
      titleMainKeyword: "women's t-shirt",
      titleSecondaryKeywords: 'v neck tee, short sleeve top',
      bulletKeywords: 'cotton blend, casual, relaxed fit',
    },
  },
  {
    name: 'supplement',
    category: 'Health & Household > Vitamins & Dietary Supplements',
    input: {
      title: 'PureRoot Magnesium Glycinate 400mg, 120 Vegan Capsules, Gluten Free, Non-GMO',
      bulletPoints: [
        'Each serving of 2 capsules provides 400mg of magnesium as magnesium glycinate.',
        'Vegan capsules made without gluten, dairy or soy.',
        'Take 2 capsules daily with water, preferably in the evening.',
        'Supports muscle function and relaxation as part of a balanced diet.',
        'One bottle holds 120 capsules, a 60-day supply.',
      ],
      titleMainKeyword: 'magnesium glycinate',
      titleSecondaryKeywords: 'magnesium supplement, vegan capsules',
      bulletKeywords: 'gluten free, 400mg, muscle',
    },
  },
  {
    name: 'unicode, emoji and HTML',
    category: 'Home & Kitchen > Bedding',
    input: {
      title: '🔥 BEST SELLER!! CozyNest™ Weighted Blanket 15 lbs – 48"x72" – Free Shipping!!! ⭐⭐⭐⭐⭐',
      bulletPoints: [
        '✅【DEEP PRESSURE】Glass beads in 7 layers spread the 15 lbs evenly… feels like a hug 🤗 <b>every night</b>',
        '✅ Soft minky cover &amp; breathable inner layer – machine washable at 30°C ❤️',
        '📞 Questions? Call 1-800-555-0199 or email help@cozynest.example.com — 100% money back guarantee, risk-free!',
        '<ul><li>Size: 48"x72", fits twin &amp; full beds</li><li>Weight: 15 lbs (7 kg)</li></ul>',
        'Crème brûlée colour • café-style gift box • N/A',
      ],
      titleMainKeyword: 'weighted blanket',
      titleSecondaryKeywords: 'heavy blanket, sensory blanket',
      bulletKeywords: 'glass beads, minky cover, gift',
    },
  },
  {
    name: 'very short bullets',
    category: 'Office Products > Writing Supplies',
    input: {
      title: 'Inkwell Gel Pens, 12 Pack',
      bulletPoints: ['Smooth ink', 'Quick dry', 'Fine 0.5mm tip', 'Comfort grip', 'Assorted colors'],
      titleMainKeyword: 'gel pens',
      titleSecondaryKeywords: 'colored pens',
      bulletKeywords: 'fine point, smooth writing',
    },
  },
  {
    name: 'very long bullets',
    category: 'Sports & Outdoors > Camping & Hiking > Tents',
    input: {
      title: 'TrailPeak 4 Person Camping Tent, Waterproof Dome Tent with Rainfly and Vestibule, Easy Setup in 5 Minutes',
      bulletPoints: [
        'ROOM FOR FOUR: The floor measures 9 x 7 feet with a center height of 60 inches, which gives four adults enough space to sleep side by side or two adults plenty of room for gear, and the two large D-shaped doors on opposite sides mean nobody has to climb over anyone at night; mesh pockets on every wall keep phones, headlamps and glasses off the floor, and a gear loft hook at the top holds a lantern where it lights the whole tent evenly.',
        'WEATHER READY: The full-coverage rainfly is coated to a 2000mm waterproof rating and the seams are factory taped, while the bathtub-style floor rises 5 inches up the walls so ground water stays out during heavy rain; two roof vents and the mesh upper walls move warm, moist air out of the tent so you wake up dry, and the guy lines with reflective strips keep the tent stable in wind and easy to see in the dark.',
        'FAST SETUP: Color-coded clips and two shock-corded fiberglass poles let one person pitch the tent in about 5 minutes, even on the first try; the poles cross at the top to form a strong dome, the clips snap on without threading sleeves, and the included steel stakes hold in hard ground; taking it down is just as quick, and everything rolls back into the oversized carry bag without a fight.',
        'VESTIBULE FOR GEAR: The rainfly extends into a covered vestibule in front of the main door where boots, packs and a small camp chair stay dry overnight, which keeps dirt out of the sleeping area; the vestibule zips closed for privacy and rolls back on sunny days for a wide view, and the door zippers have large pull tabs you can work with gloves on.',
        'PACKS SMALL: Everything packs into a 24 x 8 inch carry bag that weighs 9.5 lbs, small enough for the trunk of any car and light enough to carry from the parking lot to the campsite; the bag has compression straps and a handle, and a printed setup guide is sewn inside the lid so you never lose the instructions.',
      ],
      titleMainKeyword: 'camping tent',
      titleSecondaryKeywords: '4 person tent, dome tent',
      bulletKeywords: 'waterproof tent, rainfly, vestibule',
    },
  },
  {
    name: 'short fragments, rich keywords',
    category: 'Home & Kitchen > Heating, Cooling & Air Quality > Room Heaters',
    input: {
      title: 'Warmly Quartz Room Heater Grey 1000W 3 Heat Settings 1 Year Warranty',
      bulletPoints: [
        'Two quartz heating tubes',
        'Carry handle for easy portability',
        'front grill for safety',
        'power settings-500w/1000w',
        'rust free stainless steel reflector',
        'Tip over safety switch',
      ],
      titleMainKeyword: 'electric heater',
      titleSecondaryKeywords: 'quartz heater, space heater',
      bulletKeywords: 'room heater, portable heater, heater for bedroom',
    },
  },
];
