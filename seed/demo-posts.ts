import "server-only";
import type { DemoPost } from "./demo-types";

/**
 * Demo blog posts. Harbour City has more than one list page of them (and one scheduled for
 * next week, not shown yet); Mazda Approved's live at /news; Outback Range RVs has a few.
 * Links inside posts are in-site paths that exist on the site that carries them.
 */

export const HARBOURCITY_POSTS: readonly DemoPost[] = [
  {
    slug: "hybrid-or-electric",
    title: "Hybrid or electric: which suits the way you drive?",
    excerpt:
      "Short city hops, long weekends away, or both? How to choose between a hybrid, a plug-in hybrid and a fully electric car.",
    author: "Priya Shah",
    days_ago: 3,
    hero: { body: "suv", paint: "blue", n: 2, alt: "A blue SUV parked on a country road" },
    body: [
      {
        body: [
          "More than half the new cars we sell now have a battery on board. The right one depends less on the badge than on how far you drive in a day and where you park at night.",
        ],
      },
      {
        heading: "Hybrid",
        body: [
          "A hybrid charges itself as you brake and coast. There is nothing to plug in, and around town it can run on electricity alone for short stretches.",
        ],
      },
      {
        heading: "Plug-in hybrid",
        body: [
          "A plug-in hybrid covers a typical commute on battery power, charged overnight at home, with a petrol engine for the long drive.",
        ],
      },
      {
        heading: "Electric",
        body: [
          "An electric car suits drivers who can charge at home or at work. Running costs are the lowest of the three.",
        ],
        list: [
          "Check where you would charge",
          "Add up your longest regular trip",
          "Ask us for a test drive of each",
        ],
        links: [
          { label: "Browse our stock", href: "/search/new-used-and-demo-cars" },
          { label: "Book a test drive", href: "/book-test-drive" },
        ],
      },
    ],
  },
  {
    slug: "winter-driving-checklist",
    title: "Your winter driving checklist",
    excerpt:
      "Five quick checks that keep you safe on cold, wet mornings, and when to let our service team take a look.",
    author: "Tom Nguyen",
    days_ago: 9,
    hero: { body: "sedan", paint: "silver", n: 4, alt: "A silver sedan on a wet road" },
    body: [
      {
        body: [
          "Winter brings shorter days and slippery roads. A few minutes in the driveway can save a lot of trouble.",
        ],
        list: [
          "Tyre tread and pressure",
          "Wiper blades and washer fluid",
          "Headlights, brake lights and indicators",
          "Battery terminals",
          "Demister and air conditioning",
        ],
      },
      {
        heading: "Let us check it for you",
        body: ["Our service centre checks all of these with every service, at no extra cost."],
        links: [{ label: "Book a service", href: "/service" }],
      },
    ],
  },
  {
    slug: "trade-in-tips",
    title: "Six ways to get the most for your trade-in",
    excerpt:
      "Service books, a clean interior and a realistic idea of the market: what moves a valuation, and what does not.",
    author: "Priya Shah",
    days_ago: 16,
    hero: { body: "hatch", paint: "red", n: 1, alt: "A red hatchback in the studio" },
    body: [
      {
        body: [
          "The value of a trade-in comes down to the car's condition, its history and what similar cars sell for this month.",
        ],
        list: [
          "Bring the service books",
          "Fix small things: a blown bulb costs little",
          "Clean it inside and out",
          "Bring both keys",
          "Know the market price",
          "Be upfront about any damage",
        ],
        links: [{ label: "Value your trade-in", href: "/trade-in" }],
      },
    ],
  },
  {
    slug: "first-car-finance",
    title: "Financing your first car",
    excerpt:
      "Deposits, terms and repayments explained in plain words, with an example for a typical first car.",
    author: "Alex Martin",
    days_ago: 24,
    hero: { body: "hatch", paint: "white", n: 2, alt: "A white hatchback on an open road" },
    body: [
      {
        body: [
          "A car loan has three parts you can choose: how much you put down, how long you take to pay, and the car itself.",
          "A bigger deposit means smaller repayments and less interest. A longer term means smaller repayments but more interest over the life of the loan.",
        ],
      },
      {
        heading: "Talk to us first",
        body: ["Our finance team can pre-approve you before you choose, so you know your budget."],
        links: [{ label: "Car finance", href: "/finance" }],
      },
    ],
  },
  {
    slug: "family-suv-guide",
    title: "Choosing a family SUV",
    excerpt:
      "Seven seats or five? Boot space, child seats and running costs: a short guide for growing families.",
    author: "Tom Nguyen",
    days_ago: 33,
    hero: { body: "suv", paint: "grey", n: 4, alt: "A grey SUV beside a road" },
    body: [
      {
        body: [
          "Start with the people: how many, how old, and how often the third row would be used. Then bring the pram, the sports bags and the child seats to the test drive.",
        ],
        list: [
          "Top-tether points in every row you need",
          "Boot space with all seats up",
          "Fuel use on your daily run",
        ],
      },
    ],
  },
  {
    slug: "servicing-explained",
    title: "Logbook servicing, explained",
    excerpt:
      "What a logbook service is, why it protects your warranty, and how capped-price servicing works.",
    author: "Alex Martin",
    days_ago: 41,
    hero: { body: "sedan", paint: "black", n: 5, alt: "The front of a black sedan" },
    body: [
      {
        body: [
          "A logbook service follows the maker's schedule and is stamped in your service book. Keeping it up keeps your new-car warranty intact, wherever you have it done.",
        ],
      },
      {
        heading: "Capped-price servicing",
        body: [
          "Most makers publish a fixed price for each scheduled service for the first years of ownership.",
        ],
        links: [{ label: "Book a service", href: "/service" }],
      },
    ],
  },
  {
    slug: "ute-buying-guide",
    title: "Buying a ute for work and play",
    excerpt: "Payload, towing and tray or tub: the numbers that matter when a ute has to earn its keep.",
    author: "Priya Shah",
    days_ago: 52,
    hero: { body: "ute-dual-cab", paint: "white", n: 2, alt: "A white ute on a gravel road" },
    body: [
      {
        body: ["A ute is a tool first. Work out what it has to carry and tow before you compare the extras."],
        list: ["Payload with people on board", "Braked towing capacity", "Tub or cab-chassis with a tray"],
      },
    ],
  },
  {
    slug: "welcome-harbour-city-kia",
    title: "Welcome to Harbour City Kia",
    excerpt: "Our newest showroom is open: the full Kia range, a service centre and the same team you know.",
    author: "Harbour City Motor Group",
    days_ago: 70,
    hero: { body: "hatch", paint: "orange", n: 1, alt: "An orange hatchback in the showroom" },
    body: [
      {
        body: [
          "Harbour City Kia joins our Toyota and Hyundai showrooms. Drop in for a coffee and a look at the range.",
        ],
        links: [{ label: "Our locations", href: "/our-locations" }],
      },
    ],
  },
  {
    slug: "spring-sale-preview",
    title: "Spring sale preview",
    excerpt: "Scheduled: shown from its publication date, not before.",
    author: "Harbour City Motor Group",
    days_ago: -7,
    hero: null,
    body: [{ body: ["Our spring sale starts next week."] }],
  },
];

export const MAZDA_APPROVED_POSTS: readonly DemoPost[] = [
  {
    slug: "what-approved-means",
    title: "What 'Mazda Approved' means",
    excerpt:
      "A 150-point inspection, a full service history and a warranty: what every Approved car has been through.",
    author: "Mazda Approved team",
    days_ago: 5,
    hero: { body: "suv", paint: "red", n: 1, alt: "A red Mazda SUV in the studio" },
    body: [
      {
        body: [
          "Every Mazda Approved car is under eight years old, has a full service history and passes a 150-point inspection by a Mazda technician.",
        ],
        list: ["150-point inspection", "Full service history", "Warranty and roadside assistance"],
        links: [
          { label: "The Approved promise", href: "/pages/why-mazda-approved" },
          { label: "Approved stock", href: "/pre-owned" },
        ],
      },
    ],
  },
  {
    slug: "cx-5-buyers-guide",
    title: "Buying a pre-owned CX-5",
    excerpt: "Which years and grades to look for, and what our technicians check on every CX-5.",
    author: "Jordan Lee",
    days_ago: 12,
    hero: { body: "suv", paint: "grey", n: 2, alt: "A grey CX-5 on a country road" },
    body: [
      {
        body: [
          "The CX-5 is the most popular Mazda we sell. Most buyers choose the Maxx Sport or the Touring.",
        ],
        links: [{ label: "Pre-owned CX-5s", href: "/pre-owned?model=CX-5" }],
      },
    ],
  },
  {
    slug: "caring-for-your-mazda",
    title: "Caring for your Mazda between services",
    excerpt: "Tyres, oil and the little warning lights: simple habits that keep a Mazda like new.",
    author: "Jordan Lee",
    days_ago: 26,
    hero: { body: "hatch", paint: "blue", n: 4, alt: "A blue Mazda3 on the road" },
    body: [
      {
        body: ["Check the tyre pressures once a month and the oil level before a long drive."],
        links: [{ label: "Book a service", href: "/service" }],
      },
    ],
  },
  {
    slug: "selling-your-mazda",
    title: "Selling or trading your Mazda",
    excerpt: "Why a Mazda dealer often pays more for a Mazda, and how the valuation works.",
    author: "Mazda Approved team",
    days_ago: 38,
    hero: { body: "sedan", paint: "white", n: 1, alt: "A white Mazda6 in the studio" },
    body: [
      {
        body: ["We know what a well-kept Mazda is worth, because we sell them as Approved cars."],
        links: [{ label: "Sell your Mazda", href: "/pages/considering-selling-or-trading" }],
      },
    ],
  },
];

export const OUTBACK_RV_POSTS: readonly DemoPost[] = [
  {
    slug: "first-trip-off-grid",
    title: "Your first trip off-grid",
    excerpt: "Water, power and a plan B: what to sort before you leave the last powered site behind.",
    author: "Mick Dawson",
    days_ago: 6,
    hero: { body: "caravan", paint: "white", n: 2, alt: "A white caravan beside a country road" },
    body: [
      {
        body: [
          "Off-grid camping is about knowing your limits: how many days your water, power and gas last.",
        ],
        list: ["Fill both water tanks", "Charge the batteries fully", "Tell someone your route"],
        links: [{ label: "Off-grid vans", href: "/range?body=off-grid" }],
      },
    ],
  },
  {
    slug: "towing-basics",
    title: "Towing basics for new caravanners",
    excerpt: "Weights, mirrors and reversing: the essentials before you hitch up for the first time.",
    author: "Sarah Quinn",
    days_ago: 19,
    hero: { body: "camper-trailer", paint: "green", n: 4, alt: "A green camper trailer on the road" },
    body: [
      {
        body: [
          "Know your car's braked towing capacity and your van's loaded weight. Keep at least 10% of that weight on the towball.",
        ],
      },
    ],
  },
  {
    slug: "motorhome-or-caravan",
    title: "Motorhome or caravan?",
    excerpt: "One vehicle or two: how the way you travel decides between a motorhome and a caravan.",
    author: "Mick Dawson",
    days_ago: 35,
    hero: { body: "motorhome", paint: "white", n: 1, alt: "A white motorhome in the studio" },
    body: [
      {
        body: [
          "A motorhome is quick to set up and easy to park. A caravan leaves you a car to explore with once you have set up camp.",
        ],
        links: [{ label: "Motorhomes", href: "/range?body=motorised" }],
      },
    ],
  },
];
