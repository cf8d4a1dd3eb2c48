import type { BlueprintCopy, BlueprintId } from './types';

/**
 * The offline writer's English phrasebook, per blueprint (issue 15 §3, §5): the words a copywriter
 * would put on each kind of site knowing only the brief. British spelling, typographic apostrophes.
 *
 * Rules every string here keeps (checked by copy-en.test.ts):
 * - no fact about the business the brief did not give: no numbers, names, awards, prices, response
 *   times, guarantees or policies; where an answer depends on the owner, it points to the form;
 * - `{ we, i }` wherever the owner speaks ("we"/"our" or "I"/"my"); single strings carry neither, so
 *   nav labels, eyebrows and button labels stay person-neutral ("About", "Get in touch");
 * - placeholders: `{audience}` only in about, benefits and intros; `{features}` and `{name}` in FAQ
 *   answers; nav labels, headings and eyebrows carry none.
 */
export const COPY_EN: Record<BlueprintId, BlueprintCopy> = {
  // Software products (a bookkeeping app for freelancers, a scheduling tool, a developer API).
  saas: {
    sections: {
      features: { nav: 'Features', heading: 'What’s inside', eyebrow: 'Features' },
      'how-it-works': { nav: 'Getting started', heading: 'Up and running in three steps', eyebrow: 'How it works' },
      benefits: { heading: 'Made for the way you work', eyebrow: 'Who it’s for', intro: 'For {audience}.' },
      pricing: {
        nav: 'Pricing', heading: 'Plans and pricing', eyebrow: 'Pricing',
        intro: 'Compare the plans and choose the one that fits how you work.',
      },
      testimonials: { nav: 'Reviews', heading: 'What customers say', eyebrow: 'Reviews' },
      faq: { nav: 'FAQ', heading: 'Questions, answered', eyebrow: 'FAQ' },
      'get-started': { heading: 'Get started', eyebrow: 'Next step' },
    },
    cta: { primary: 'Get started', secondary: 'See the features' },
    steps: [
      { title: 'Create your account', text: 'Sign up and have a look around before you add anything of your own.' },
      { title: 'Make it yours', text: 'Add your details and adjust the settings to match the way you already work.' },
      { title: 'Use it day to day', text: 'Let {name} take care of the routine parts, and get in touch whenever a question comes up.' },
    ],
    benefits: [
      { title: 'Less busywork', text: 'Spend less time on repetitive tasks and more on the work only you can do.' },
      { title: 'Everything in one place', text: 'Keep what you need together instead of spread across spreadsheets, inboxes and notes.' },
      { title: 'Clear at a glance', text: 'See where things stand without digging through menus or exporting reports.' },
    ],
    featureText: {
      we: [
        'Ask us for a short walkthrough of how it fits your day-to-day.',
        'Ask us about the details and we’ll explain how it works in practice.',
        'One less thing to set up, chase or keep track of yourself.',
        'Useful whether you’re just starting out or switching from another tool.',
      ],
      i: [
        'Ask me for a short walkthrough of how it fits your day-to-day.',
        'Ask me about the details and I’ll explain how it works in practice.',
        'One less thing to set up, chase or keep track of yourself.',
        'Useful whether you’re just starting out or switching from another tool.',
      ],
    },
    faq: {
      we: [
        { q: 'How do I get started?', a: 'Choose Get started on this page, create your account and set things up at your own pace.' },
        { q: 'Can I bring in my existing records?', a: 'Tell us what you use today and we’ll explain the best way to move your information into {name}.' },
        { q: 'How is my data kept secure?', a: 'Ask us and we’ll explain, in plain terms, how {name} stores and protects your information.' },
        { q: 'What if I get stuck?', a: 'Send us a message through this page. We’ll help you find an answer and get back to work.' },
      ],
      i: [
        { q: 'How do I get started?', a: 'Choose Get started on this page, create your account and set things up at your own pace.' },
        { q: 'Can I bring in my existing records?', a: 'Tell me what you use today and I’ll explain the best way to move your information into {name}.' },
        { q: 'How is my data kept secure?', a: 'Ask me and I’ll explain, in plain terms, how {name} stores and protects your information.' },
        { q: 'What if I get stuck?', a: 'Send me a message through this page. I’ll help you find an answer and get back to work.' },
      ],
    },
    about: {
      we: 'We build {name} for {audience}, and we pay close attention to what the people using it tell us. If something slows you down, let us know and we’ll look at it.',
      i: 'I build {name} for {audience}, and I pay close attention to what the people using it tell me. If something slows you down, let me know and I’ll look at it.',
    },
    closing: { heading: 'Ready to give {name} a try?', text: 'Create your account and see how it fits the way you work.' },
    contactIntro: {
      we: 'Send us a message with any question about {name}, before or after you sign up.',
      i: 'Send me a message with any question about {name}, before or after you sign up.',
    },
  },

  // Online shops (organic cotton basics, handmade ceramics, specialty coffee).
  ecommerce: {
    sections: {
      products: { nav: 'Shop', heading: 'Shop the range', eyebrow: 'The range' },
      features: { nav: 'The details', heading: { we: 'Why shop with us', i: 'Why shop with me' }, eyebrow: 'Good to know' },
      testimonials: { nav: 'Reviews', heading: 'What customers say', eyebrow: 'Reviews' },
      faq: { nav: 'FAQ', heading: 'Questions before you buy', eyebrow: 'FAQ' },
      'get-started': { heading: 'Ready to order?', eyebrow: 'Shop now' },
      pricing: { nav: 'Pricing', heading: 'Options and prices', eyebrow: 'Pricing' },
    },
    cta: { primary: 'Shop the range', secondary: 'Why shop here' },
    steps: [
      { title: 'Choose your items', text: 'Browse the range and add what you’d like to your basket.' },
      { title: 'Check out', text: 'Enter your delivery details and pay at checkout.' },
      { title: 'Wait for your parcel', text: 'Your order is packed and sent to the address you gave.' },
    ],
    benefits: {
      we: [
        { title: 'Know what you’re buying', text: 'Each item is described clearly, so you can choose with confidence.' },
        { title: 'Help choosing', text: 'Not sure what to pick? Send us a message and we’ll help you decide.' },
        { title: 'Packed with care', text: 'Every order is checked and packed carefully before it goes out.' },
      ],
      i: [
        { title: 'Know what you’re buying', text: 'Each item is described clearly, so you can choose with confidence.' },
        { title: 'Help choosing', text: 'Not sure what to pick? Send me a message and I’ll help you decide.' },
        { title: 'Packed with care', text: 'Every order is checked and packed carefully before it goes out.' },
      ],
    },
    featureText: {
      we: [
        'Part of how we run the shop, not a one-off.',
        'Have a question about it? Ask before you order.',
        'One more reason to shop with {name}.',
        'Good to know before you choose.',
      ],
      i: [
        'Part of how I run the shop, not a one-off.',
        'Have a question about it? Ask before you order.',
        'One more reason to shop with {name}.',
        'Good to know before you choose.',
      ],
    },
    faq: {
      we: [
        { q: 'Where do you deliver, and how long does it take?', a: 'It depends on where you are. You’ll see the delivery options at checkout, and we’re happy to check for you before you order.' },
        { q: 'What if something isn’t right?', a: 'Get in touch and tell us what happened. We’ll explain the options for your order.' },
        { q: 'Can you help me choose?', a: 'Of course. Tell us what you’re looking for and who it’s for, and we’ll suggest what might suit.' },
        { q: 'What makes {name} different?', a: 'In short: {features}. If you’d like more detail on any of them, just ask.' },
      ],
      i: [
        { q: 'Where do you deliver, and how long does it take?', a: 'It depends on where you are. You’ll see the delivery options at checkout, and I’m happy to check for you before you order.' },
        { q: 'What if something isn’t right?', a: 'Get in touch and tell me what happened. I’ll explain the options for your order.' },
        { q: 'Can you help me choose?', a: 'Of course. Tell me what you’re looking for and who it’s for, and I’ll suggest what might suit.' },
        { q: 'What makes {name} different?', a: 'In short: {features}. If you’d like more detail on any of them, just ask.' },
      ],
    },
    about: {
      we: 'We put the range together for {audience}, and we’re happy to help you find the right thing. If you have a question about an item or an order, just ask.',
      i: 'I put the range together for {audience}, and I’m happy to help you find the right thing. If you have a question about an item or an order, just ask.',
    },
    closing: {
      heading: 'Find something you’ll keep reaching for',
      text: { we: 'Browse the range and order online, or ask us anything first.', i: 'Browse the range and order online, or ask me anything first.' },
    },
    contactIntro: {
      we: 'Send us a message about a product, an order or anything else you’d like to know.',
      i: 'Send me a message about a product, an order or anything else you’d like to know.',
    },
  },

  // Professional services (law firms, consultancies, estate agents, accountants, studios).
  agency: {
    sections: {
      services: { nav: 'Services', heading: { we: 'How we can help', i: 'How I can help' }, eyebrow: 'Services' },
      process: { nav: 'Process', heading: { we: 'How we work', i: 'How I work' }, eyebrow: 'Process' },
      work: { nav: 'Work', heading: { we: 'Examples of our work', i: 'Examples of my work' }, eyebrow: 'Case studies' },
      properties: { nav: 'Properties', heading: 'Featured properties', eyebrow: 'Listings', go: 'View properties' },
      about: { nav: 'About', heading: { we: 'About us', i: 'About me' }, eyebrow: 'Approach' },
      faq: { heading: 'Common questions', eyebrow: 'FAQ' },
      contact: { nav: 'Contact', heading: 'Let’s talk', eyebrow: 'Contact' },
      pricing: { nav: 'Fees', heading: 'Fees and packages', eyebrow: 'Fees' },
      testimonials: { nav: 'Reviews', heading: 'What clients say', eyebrow: 'Testimonials' },
    },
    cta: { primary: 'Get in touch', secondary: 'View services' },
    steps: {
      we: [
        { title: 'First conversation', text: 'Tell us about your situation. We listen, ask questions and agree what a good outcome looks like.' },
        { title: 'A clear plan', text: 'We set out the options and agree the scope with you before the work begins.' },
        { title: 'Work and follow-up', text: 'We do the work, keep you updated along the way and talk the result through with you.' },
      ],
      i: [
        { title: 'First conversation', text: 'Tell me about your situation. I listen, ask questions and agree with you what a good outcome looks like.' },
        { title: 'A clear plan', text: 'I set out the options and agree the scope with you before the work begins.' },
        { title: 'Work and follow-up', text: 'I do the work, keep you updated along the way and talk the result through with you.' },
      ],
    },
    benefits: [
      { title: 'Plain-language advice', text: 'Straight answers without jargon, so you can make decisions with confidence.' },
      { title: 'Advice you can act on', text: 'Practical recommendations tied to your goals, your budget and your timescale.' },
      { title: 'Shaped around you', text: 'Every piece of work starts from your situation, not a template.' },
    ],
    featureText: {
      we: [
        'Tell us about your situation and we’ll explain how this could work for you.',
        'Clear advice on where you stand and what your options are.',
        'Ask about it when you first get in touch.',
        'We’ll tell you honestly whether it’s the right fit.',
      ],
      i: [
        'Tell me about your situation and I’ll explain how this could work for you.',
        'Clear advice on where you stand and what your options are.',
        'Ask about it when you first get in touch.',
        'I’ll tell you honestly whether it’s the right fit.',
      ],
    },
    faq: {
      we: [
        { q: 'What happens when I first get in touch?', a: 'We arrange a first conversation to understand your situation, answer your questions and explain your options.' },
        { q: 'What can {name} help with?', a: 'Mainly {features}. If your question isn’t on that list, ask anyway: if we can’t help, we’ll say so.' },
        { q: 'How are fees worked out?', a: 'It depends on what you need. We’ll explain how fees would work in your case before anything is agreed.' },
        { q: 'What should I have ready?', a: 'Whatever helps explain your situation, such as key dates, documents and the questions you want answered. It’s fine if you don’t have everything yet.' },
      ],
      i: [
        { q: 'What happens when I first get in touch?', a: 'I arrange a first conversation to understand your situation, answer your questions and explain your options.' },
        { q: 'What can {name} help with?', a: 'Mainly {features}. If your question isn’t on that list, ask anyway: if I can’t help, I’ll say so.' },
        { q: 'How are fees worked out?', a: 'It depends on what you need. I’ll explain how fees would work in your case before anything is agreed.' },
        { q: 'What should I have ready?', a: 'Whatever helps explain your situation, such as key dates, documents and the questions you want answered. It’s fine if you don’t have everything yet.' },
      ],
    },
    about: {
      we: 'We work with {audience}, and we believe good advice starts with listening. You’ll get honest, practical guidance in plain language, and you’ll know what happens next at each stage.',
      i: 'I work with {audience}, and I believe good advice starts with listening. You’ll get honest, practical guidance in plain language, and you’ll know what happens next at each stage.',
    },
    closing: {
      heading: 'Let’s talk about what you need',
      text: { we: 'Tell us where things stand and we’ll suggest a sensible next step.', i: 'Tell me where things stand and I’ll suggest a sensible next step.' },
    },
    contactIntro: {
      we: 'Tell us a little about what you need and we’ll get back to you to arrange a first conversation.',
      i: 'Tell me a little about what you need and I’ll get back to you to arrange a first conversation.',
    },
  },

  // Restaurants, cafés, bakeries, bars.
  restaurant: {
    sections: {
      about: { nav: 'About', heading: 'Come on in', eyebrow: 'Welcome' },
      menu: { nav: 'Menu', heading: 'Menu highlights', eyebrow: 'Food & drink' },
      gallery: { heading: 'Take a look around', eyebrow: 'Gallery' },
      hours: { nav: 'Visit', heading: 'Opening hours & location', eyebrow: 'Plan your visit' },
      reservations: { nav: 'Book', heading: 'Book a table', eyebrow: 'Reservations' },
      pricing: { nav: 'Prices', heading: 'Menus and prices', eyebrow: 'Prices' },
      testimonials: { nav: 'Reviews', heading: 'What guests say', eyebrow: 'Reviews' },
    },
    cta: { primary: 'Book a table', secondary: 'See the menu' },
    steps: {
      we: [
        { title: 'Pick a date and time', text: 'Choose when you’d like to come and how many of you there will be.' },
        { title: 'Send your request', text: 'Add allergies, dietary needs or a special occasion in the notes.' },
        { title: 'Confirmation', text: 'You’ll hear back from us to confirm your table.' },
      ],
      i: [
        { title: 'Pick a date and time', text: 'Choose when you’d like to come and how many of you there will be.' },
        { title: 'Send your request', text: 'Add allergies, dietary needs or a special occasion in the notes.' },
        { title: 'Confirmation', text: 'You’ll hear back from me to confirm your table.' },
      ],
    },
    benefits: {
      we: [
        { title: 'A warm welcome', text: 'Whether you’re in for a quick bite or a long, lazy meal, you’ll be looked after.' },
        { title: 'Tell us the occasion', text: 'Birthdays, family meals or a quiet table for two: let us know and we’ll do our best.' },
        { title: 'Ask about allergies', text: 'Mention allergies or dietary needs in your booking and we’ll check with the kitchen.' },
      ],
      i: [
        { title: 'A warm welcome', text: 'Whether you’re in for a quick bite or a long, lazy meal, you’ll be looked after.' },
        { title: 'Tell me the occasion', text: 'Birthdays, family meals or a quiet table for two: let me know and I’ll do my best.' },
        { title: 'Ask about allergies', text: 'Mention allergies or dietary needs in your booking and I’ll check with the kitchen.' },
      ],
    },
    featureText: {
      we: ['Something we put a lot of care into.', 'Come and see for yourself.', 'Ask about it when you book a table.', 'One more reason to visit {name}.'],
      i: ['Something I put a lot of care into.', 'Come and see for yourself.', 'Ask about it when you book a table.', 'One more reason to visit {name}.'],
    },
    faq: {
      we: [
        { q: 'Do I need to book?', a: 'Booking is the surest way to get a table. If you’d rather drop in, come by and we’ll find you a seat if we can.' },
        { q: 'Can you cater for allergies and dietary needs?', a: 'Tell us about allergies or dietary needs when you book, and we’ll let you know what the kitchen can do.' },
        { q: 'Can you take larger groups?', a: 'Tell us how many of you there are and what the occasion is, and we’ll see what we can arrange.' },
        { q: 'How do I change or cancel a booking?', a: 'Get in touch as soon as you can using the details on this page, and we’ll update your booking.' },
      ],
      i: [
        { q: 'Do I need to book?', a: 'Booking is the surest way to get a table. If you’d rather drop in, come by and I’ll find you a seat if I can.' },
        { q: 'Can you cater for allergies and dietary needs?', a: 'Tell me about allergies or dietary needs when you book, and I’ll let you know what the kitchen can do.' },
        { q: 'Can you take larger groups?', a: 'Tell me how many of you there are and what the occasion is, and I’ll see what I can arrange.' },
        { q: 'How do I change or cancel a booking?', a: 'Get in touch as soon as you can using the details on this page, and I’ll update your booking.' },
      ],
    },
    about: {
      we: 'At {name}, we want every visit to feel easy, whether you’re stopping by on your own or bringing a crowd. Pull up a chair, take your time, and tell us if there’s anything we can do to make it better.',
      i: 'I want every visit to feel easy, whether you’re stopping by on your own or bringing a crowd. Pull up a chair, take your time, and tell me if there’s anything I can do to make it better.',
    },
    closing: {
      heading: { we: 'We look forward to welcoming you', i: 'I look forward to welcoming you' },
      text: { we: 'Pick a date, send a request, and we’ll take it from there.', i: 'Pick a date, send a request, and I’ll take it from there.' },
    },
    contactIntro: {
      we: 'Send a booking request with your date, time and number of guests, and we’ll get back to you to confirm.',
      i: 'Send a booking request with your date, time and number of guests, and I’ll get back to you to confirm.',
    },
  },

  // Photographers, artists, illustrators, designers; often one person writing "I".
  portfolio: {
    sections: {
      gallery: { nav: 'Work', heading: 'Selected work', eyebrow: 'Portfolio' },
      about: { nav: 'About', heading: { we: 'About us', i: 'About me' }, eyebrow: 'Hello' },
      services: { nav: 'Services', heading: { we: 'What we offer', i: 'What I offer' }, eyebrow: 'Services' },
      process: { heading: 'From first message to delivery', eyebrow: 'Process' },
      faq: { nav: 'FAQ', heading: 'Good to know', eyebrow: 'FAQ' },
      contact: { nav: 'Contact', heading: { we: 'Tell us about your plans', i: 'Tell me about your plans' }, eyebrow: 'Enquiries' },
      pricing: { nav: 'Packages', heading: 'Packages and prices', eyebrow: 'Pricing' },
      testimonials: { nav: 'Kind words', heading: 'Kind words', eyebrow: 'Testimonials' },
    },
    cta: { primary: 'Check availability', secondary: 'See the work' },
    steps: {
      we: [
        { title: 'Say hello', text: 'Send a message with your date or deadline and what you’re hoping for.' },
        { title: 'Shape the plan', text: 'We talk it through and send you a clear outline of what’s included and when.' },
        { title: 'Create and deliver', text: 'We get to work, keep you posted and deliver everything in the format agreed.' },
      ],
      i: [
        { title: 'Say hello', text: 'Send a message with your date or deadline and what you’re hoping for.' },
        { title: 'Shape the plan', text: 'I talk it through with you and send a clear outline of what’s included and when.' },
        { title: 'Create and deliver', text: 'I get to work, keep you posted and deliver everything in the format agreed.' },
      ],
    },
    benefits: {
      we: [
        { title: 'A personal approach', text: 'You deal directly with the people doing the work, from first message to delivery.' },
        { title: 'Clear from the start', text: 'You know what’s included and when to expect it before anything is booked.' },
        { title: 'Made to fit', text: 'Every project is shaped around what you have in mind, not a fixed formula.' },
      ],
      i: [
        { title: 'A personal approach', text: 'You deal with me directly, from first message to delivery.' },
        { title: 'Clear from the start', text: 'You know what’s included and when to expect it before anything is booked.' },
        { title: 'Made to fit', text: 'Every project is shaped around what you have in mind, not a fixed formula.' },
      ],
    },
    featureText: {
      we: [
        'Tell us what you have in mind and we’ll shape it around your plans.',
        'Ask about availability for your dates.',
        'Ask to see more examples like it.',
        'Happy to talk it through first, with no pressure to book.',
      ],
      i: [
        'Tell me what you have in mind and I’ll shape it around your plans.',
        'Ask about availability for your dates.',
        'Ask to see more examples like it.',
        'Happy to talk it through first, with no pressure to book.',
      ],
    },
    faq: {
      we: [
        { q: 'How far ahead should I book?', a: 'As early as you can, especially for popular dates. Send us your date and we’ll check the calendar.' },
        { q: 'How is the finished work delivered?', a: 'We agree the format and timing with you before we start, so you know exactly what to expect and when.' },
        { q: 'Do you travel?', a: 'Tell us where and when, and we’ll confirm whether we can be there and whether travel costs apply.' },
        { q: 'How do I book?', a: 'Send an enquiry with the form on this page. We’ll reply with availability and the next steps.' },
      ],
      i: [
        { q: 'How far ahead should I book?', a: 'As early as you can, especially for popular dates. Send me your date and I’ll check my calendar.' },
        { q: 'How is the finished work delivered?', a: 'I agree the format and timing with you before I start, so you know exactly what to expect and when.' },
        { q: 'Do you travel?', a: 'Tell me where and when, and I’ll confirm whether I can be there and whether travel costs apply.' },
        { q: 'How do I book?', a: 'Send an enquiry with the form on this page. I’ll reply with availability and the next steps.' },
      ],
    },
    about: {
      we: 'We work with {audience}, and every project starts with listening: what you have in mind, what matters to you and how you’d like it to feel. We keep things relaxed and personal, and we’re happy to answer questions at any stage.',
      i: 'I work with {audience}, and every project starts with listening: what you have in mind, what matters to you and how you’d like it to feel. I keep things relaxed and personal, and I’m happy to answer questions at any stage.',
    },
    closing: {
      heading: 'Have a date or project in mind?',
      text: { we: 'Send an enquiry and we’ll let you know if we’re available.', i: 'Send an enquiry and I’ll let you know if I’m available.' },
    },
    contactIntro: {
      we: 'Share a few details about your plans and we’ll get back to you with availability.',
      i: 'Share a few details about your plans and I’ll get back to you with availability.',
    },
  },

  // Local services by appointment (clinics, physios, dentists, salons, gyms, trades, tutors, tours).
  local: {
    sections: {
      services: { nav: 'Services', heading: { we: 'How we can help', i: 'How I can help' }, eyebrow: 'Services' },
      rooms: { nav: 'Rooms', heading: 'Rooms and rates', eyebrow: 'Stay', go: 'See the rooms' },
      booking: { heading: 'How to book', eyebrow: 'Step by step' },
      benefits: { heading: 'What to expect', eyebrow: 'Good to know', intro: 'Here for {audience}.' },
      location: { nav: 'Location', heading: 'When and where', eyebrow: 'Opening hours' },
      area: { nav: 'Area', heading: { we: 'Where we work', i: 'Where I work' }, eyebrow: 'Area served' },
      faq: { nav: 'FAQ', heading: 'Questions before you book', eyebrow: 'FAQ' },
      contact: { nav: 'Book', heading: 'Request a booking', eyebrow: 'Booking' },
      pricing: { nav: 'Prices', heading: 'Services and prices', eyebrow: 'Prices' },
      testimonials: { nav: 'Reviews', heading: 'What people say', eyebrow: 'Reviews' },
    },
    cta: { primary: 'Request a booking', secondary: 'View services' },
    steps: {
      we: [
        { title: 'Choose what you’d like', text: 'Pick from the options on this page, or describe what you need in your own words.' },
        { title: 'Send a request', text: 'Suggest the dates or times that suit you in the booking form.' },
        { title: 'Confirm the details', text: 'We’ll get back to you to confirm the time, or suggest another that works.' },
      ],
      i: [
        { title: 'Choose what you’d like', text: 'Pick from the options on this page, or describe what you need in your own words.' },
        { title: 'Send a request', text: 'Suggest the dates or times that suit you in the booking form.' },
        { title: 'Confirm the details', text: 'I’ll get back to you to confirm the time, or suggest another that works.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Time to talk it through', text: 'You get time to explain what you need, and clear answers in return.' },
        { title: 'Simple booking', text: 'Send a request from this page whenever suits you; no waiting on hold.' },
        { title: 'Questions welcome', text: 'Ask us anything before you book, from what’s involved to what to bring.' },
      ],
      i: [
        { title: 'Time to talk it through', text: 'You get time to explain what you need, and clear answers in return.' },
        { title: 'Simple booking', text: 'Send a request from this page whenever suits you; no waiting on hold.' },
        { title: 'Questions welcome', text: 'Ask me anything before you book, from what’s involved to what to bring.' },
      ],
    },
    featureText: {
      we: [
        'Tell us what you need and we’ll explain how this works.',
        'Not sure whether it’s right for you? Just ask.',
        'Part of what you can expect at {name}.',
        'Worth asking about when you get in touch.',
      ],
      i: [
        'Tell me what you need and I’ll explain how this works.',
        'Not sure whether it’s right for you? Just ask.',
        'Part of what you can expect at {name}.',
        'Worth asking about when you get in touch.',
      ],
    },
    faq: {
      we: [
        { q: 'What should I expect the first time?', a: 'We start by talking through what you need and answering your questions, then suggest what comes next.' },
        { q: 'Is there anything I should prepare?', a: 'It helps to note down what you need and any questions. If there’s anything to bring, we’ll tell you when we confirm.' },
        { q: 'How does payment work?', a: 'Ask when you book and we’ll explain the options, including whether insurance or vouchers apply.' },
        { q: 'What if I need to change my booking?', a: 'Let us know as soon as you can using the details on this page, and we’ll find another time.' },
      ],
      i: [
        { q: 'What should I expect the first time?', a: 'I start by talking through what you need and answering your questions, then suggest what comes next.' },
        { q: 'Is there anything I should prepare?', a: 'It helps to note down what you need and any questions. If there’s anything to bring, I’ll tell you when I confirm.' },
        { q: 'How does payment work?', a: 'Ask when you book and I’ll explain the options, including whether insurance or vouchers apply.' },
        { q: 'What if I need to change my booking?', a: 'Let me know as soon as you can using the details on this page, and I’ll find another time.' },
      ],
    },
    about: {
      we: 'At {name}, we take time to understand what you need before suggesting anything. Expect a friendly welcome, plain explanations and a clear idea of what happens next.',
      i: 'I take time to understand what you need before suggesting anything. Expect a friendly welcome, plain explanations and a clear idea of what happens next.',
    },
    closing: {
      heading: 'Ready to book?',
      text: { we: 'Send a request and we’ll find a time that works for you.', i: 'Send a request and I’ll find a time that works for you.' },
    },
    contactIntro: {
      we: 'Tell us what you’d like to book and when suits you, and we’ll reply to confirm.',
      i: 'Tell me what you’d like to book and when suits you, and I’ll reply to confirm.',
    },
  },

  // Charities, food banks, community groups.
  nonprofit: {
    sections: {
      mission: { nav: 'About', heading: { we: 'What we’re here for', i: 'What I’m here for' }, eyebrow: 'Mission' },
      help: { nav: 'Get involved', heading: 'Ways to help', eyebrow: 'Get involved', intro: 'There’s more than one way to support {name}.' },
      'how-it-works': { heading: 'How to get involved', eyebrow: 'Step by step' },
      donate: { nav: 'Donate', heading: 'Donate', eyebrow: 'Support' },
      faq: { nav: 'FAQ', heading: 'Questions people ask', eyebrow: 'FAQ' },
      contact: { nav: 'Contact', heading: 'Get in touch', eyebrow: 'Contact' },
      pricing: { nav: 'Giving', heading: 'Ways to give', eyebrow: 'Giving' },
      testimonials: { nav: 'Stories', heading: 'In their words', eyebrow: 'Stories' },
    },
    cta: { primary: 'Make a donation', secondary: 'Ways to help' },
    steps: {
      we: [
        { title: 'Choose a way to help', text: 'Look through the ways to help on this page and pick what suits you.' },
        { title: 'Get in touch', text: 'Send us a message and we’ll explain how to get started.' },
        { title: 'Stay in touch', text: 'Follow along and see what your support helps to make possible.' },
      ],
      i: [
        { title: 'Choose a way to help', text: 'Look through the ways to help on this page and pick what suits you.' },
        { title: 'Get in touch', text: 'Send me a message and I’ll explain how to get started.' },
        { title: 'Stay in touch', text: 'Follow along and see what your support helps to make possible.' },
      ],
    },
    benefits: {
      we: [
        { title: 'Every bit counts', text: 'A donation, a shared post or a kind word to a friend about {name}: it all adds up.' },
        { title: 'Ask where it goes', text: 'Ask us how support is used and we’ll happily explain.' },
        { title: 'Join others who care', text: 'Get involved alongside people who care about the same things you do.' },
      ],
      i: [
        { title: 'Every bit counts', text: 'A donation, a shared post or a kind word to a friend about {name}: it all adds up.' },
        { title: 'Ask where it goes', text: 'Ask me how support is used and I’ll happily explain.' },
        { title: 'Join others who care', text: 'Get involved alongside people who care about the same things you do.' },
      ],
    },
    featureText: {
      we: [
        'Ask us what’s needed most right now.',
        'One of the ways {name} makes a difference.',
        'Know someone who’d want to hear about this? Pass it on.',
        'Find out more when you get in touch.',
      ],
      i: [
        'Ask me what’s needed most right now.',
        'One of the ways {name} makes a difference.',
        'Know someone who’d want to hear about this? Pass it on.',
        'Find out more when you get in touch.',
      ],
    },
    faq: {
      we: [
        { q: 'How can I volunteer?', a: 'Send us a message with a little about yourself and when you’re free, and we’ll get back to you about how you could help.' },
        { q: 'Where does my donation go?', a: 'Into the work you see on this page. If you’d like more detail on how donations are used, just ask.' },
        { q: 'Can I donate items as well as money?', a: 'Get in touch first and we’ll tell you what’s needed and where to bring it.' },
        { q: 'Can I get help from {name}?', a: 'Get in touch and we’ll talk you through what support is available and how it works.' },
      ],
      i: [
        { q: 'How can I volunteer?', a: 'Send me a message with a little about yourself and when you’re free, and I’ll get back to you about how you could help.' },
        { q: 'Where does my donation go?', a: 'Into the work you see on this page. If you’d like more detail on how donations are used, just ask.' },
        { q: 'Can I donate items as well as money?', a: 'Get in touch first and I’ll tell you what’s needed and where to bring it.' },
        { q: 'Can I get help from {name}?', a: 'Get in touch and I’ll talk you through what support is available and how it works.' },
      ],
    },
    about: {
      we: 'Everything {name} does depends on people who give their time, money and energy. Whether you need support or want to offer it, you’re welcome here, and we’d love to hear from you.',
      i: 'Everything {name} does depends on people who give their time, money and energy. Whether you need support or want to offer it, you’re welcome here, and I’d love to hear from you.',
    },
    closing: {
      heading: 'Your support makes this possible',
      text: 'A donation of any size helps. Get in touch if you’d like to give in another way.',
    },
    contactIntro: {
      we: 'Whether you’d like to help or need support, send us a message and we’ll get back to you.',
      i: 'Whether you’d like to help or need support, send me a message and I’ll get back to you.',
    },
  },

  // Bands, festivals, conferences, tours.
  events: {
    sections: {
      about: { nav: 'About', heading: { we: 'About us', i: 'About me' }, eyebrow: 'Welcome' },
      dates: { nav: 'Dates', heading: 'Upcoming dates', eyebrow: 'Save the date' },
      highlights: { nav: 'Highlights', heading: 'What to look forward to', eyebrow: 'Highlights' },
      gallery: { nav: 'Photos', heading: 'In pictures', eyebrow: 'Gallery' },
      faq: { nav: 'FAQ', heading: 'Good to know', eyebrow: 'FAQ' },
      contact: { nav: 'Contact', heading: 'Stay in touch', eyebrow: 'News & bookings' },
      pricing: { nav: 'Tickets', heading: 'Tickets and passes', eyebrow: 'Tickets' },
      testimonials: { nav: 'Reviews', heading: 'What people say', eyebrow: 'Reviews' },
    },
    cta: { primary: 'See upcoming dates', secondary: 'Get in touch' },
    steps: {
      we: [
        { title: 'Pick a date', text: 'Find the date and place that suit you in the list of upcoming dates.' },
        { title: 'Book your place', text: 'Follow the ticket details listed for that date.' },
        { title: 'See you there', text: 'Come along and be part of it; we can’t wait to see you.' },
      ],
      i: [
        { title: 'Pick a date', text: 'Find the date and place that suit you in the list of upcoming dates.' },
        { title: 'Book your place', text: 'Follow the ticket details listed for that date.' },
        { title: 'See you there', text: 'Come along and be part of it; I can’t wait to see you.' },
      ],
    },
    benefits: [
      { title: 'Plan ahead', text: 'Check the dates early and put the one that suits you in your diary.' },
      { title: 'Better with friends', text: 'Share the dates with the people you’d like to go with.' },
      { title: 'Stay in the loop', text: 'Get in touch to hear about new dates and announcements.' },
    ],
    featureText: {
      we: [
        'Keep an eye on this page for the latest details.',
        'Ask us about it when you get in touch.',
        'One more reason to be there.',
        'Share it with someone who’d love it.',
      ],
      i: [
        'Keep an eye on this page for the latest details.',
        'Ask me about it when you get in touch.',
        'One more reason to be there.',
        'Share it with someone who’d love it.',
      ],
    },
    faq: {
      we: [
        { q: 'Where can I get tickets?', a: 'Check the listing for each date for ticket details. If you can’t find what you need, send us a message.' },
        { q: 'Is the venue accessible?', a: 'It varies by venue. Get in touch before you book and we’ll help you find out what you need to know.' },
        { q: 'How do I get in touch about bookings or press?', a: 'Use the form on this page for booking enquiries, press and anything else, and we’ll get back to you.' },
        { q: 'How will I hear about new dates?', a: 'Leave your details with the form on this page and we’ll let you know when new dates are announced.' },
      ],
      i: [
        { q: 'Where can I get tickets?', a: 'Check the listing for each date for ticket details. If you can’t find what you need, send me a message.' },
        { q: 'Is the venue accessible?', a: 'It varies by venue. Get in touch before you book and I’ll help you find out what you need to know.' },
        { q: 'How do I get in touch about bookings or press?', a: 'Use the form on this page for booking enquiries, press and anything else, and I’ll get back to you.' },
        { q: 'How will I hear about new dates?', a: 'Leave your details with the form on this page and I’ll let you know when new dates are announced.' },
      ],
    },
    about: {
      we: 'Whether it’s your first time with {name} or you’ve been before, you’re very welcome. We want every date to be worth putting in the diary, and we’d love to see you there.',
      i: 'Whether it’s your first time with {name} or you’ve been before, you’re very welcome. I want every date to be worth putting in the diary, and I’d love to see you there.',
    },
    closing: { heading: 'Don’t miss the next one', text: 'Pick a date, tell your friends and put it in the diary.' },
    contactIntro: {
      we: 'For booking enquiries, press or news of new dates, send us a message.',
      i: 'For booking enquiries, press or news of new dates, send me a message.',
    },
  },

  // Anything else.
  startup: {
    sections: {
      features: { nav: 'Highlights', heading: { we: 'What we offer', i: 'What I offer' }, eyebrow: 'Highlights' },
      benefits: { heading: 'What you get', eyebrow: 'Who it’s for', intro: 'Made for {audience}.' },
      'how-it-works': { heading: 'How it works', eyebrow: 'Getting started' },
      faq: { nav: 'FAQ', heading: 'Frequently asked questions', eyebrow: 'FAQ' },
      contact: { nav: 'Contact', heading: 'Get in touch', eyebrow: 'Contact' },
      pricing: { nav: 'Pricing', heading: 'Plans and pricing', eyebrow: 'Pricing' },
      testimonials: { nav: 'Reviews', heading: 'What people say', eyebrow: 'Reviews' },
    },
    cta: { primary: 'Get in touch', secondary: 'See what’s on offer' },
    steps: {
      we: [
        { title: 'Say hello', text: 'Send a short message about what you’re after; there’s no need to have it all worked out.' },
        { title: 'Find the right fit', text: 'We’ll talk it through, answer your questions and suggest the best way forward.' },
        { title: 'Get started', text: 'Once you’re happy with the plan, it’s time to begin.' },
      ],
      i: [
        { title: 'Say hello', text: 'Send a short message about what you’re after; there’s no need to have it all worked out.' },
        { title: 'Find the right fit', text: 'I’ll talk it through, answer your questions and suggest the best way forward.' },
        { title: 'Get started', text: 'Once you’re happy with the plan, it’s time to begin.' },
      ],
    },
    benefits: {
      we: [
        { title: 'No jargon', text: 'Clear information and honest answers, in plain language.' },
        { title: 'Shaped around you', text: 'What you get is built around what you actually need.' },
        { title: 'A real conversation', text: 'You’ll deal with people who care about getting it right.' },
      ],
      i: [
        { title: 'No jargon', text: 'Clear information and honest answers, in plain language.' },
        { title: 'Shaped around you', text: 'What you get is built around what you actually need.' },
        { title: 'A real conversation', text: 'You’ll deal with me directly, and I care about getting it right.' },
      ],
    },
    featureText: {
      we: [
        'Tell us what you need and we’ll explain how this fits in.',
        'Part of what makes {name} worth a closer look.',
        'Curious? Send a message to find out more.',
        'Useful to know when you’re comparing your options.',
      ],
      i: [
        'Tell me what you need and I’ll explain how this fits in.',
        'Part of what makes {name} worth a closer look.',
        'Curious? Send a message to find out more.',
        'Useful to know when you’re comparing your options.',
      ],
    },
    faq: {
      we: [
        { q: 'How do I get started?', a: 'Send a message using the form on this page and we’ll take it from there.' },
        { q: 'What does {name} offer?', a: 'The highlights are {features}. If you’re looking for something that isn’t listed, ask anyway.' },
        { q: 'Is {name} right for me?', a: 'The best way to find out is to ask. Tell us what you’re looking for and we’ll give you an honest answer.' },
        { q: 'How much does it cost?', a: 'It depends on what you need. Get in touch and we’ll explain the options before you decide anything.' },
      ],
      i: [
        { q: 'How do I get started?', a: 'Send a message using the form on this page and I’ll take it from there.' },
        { q: 'What does {name} offer?', a: 'The highlights are {features}. If you’re looking for something that isn’t listed, ask anyway.' },
        { q: 'Is {name} right for me?', a: 'The best way to find out is to ask. Tell me what you’re looking for and I’ll give you an honest answer.' },
        { q: 'How much does it cost?', a: 'It depends on what you need. Get in touch and I’ll explain the options before you decide anything.' },
      ],
    },
    about: {
      we: 'At {name}, we keep things simple: clear information, honest answers and a real person at the other end. If you have a question, we’d much rather you asked.',
      i: 'I keep things simple: clear information, honest answers and a real person at the other end. If you have a question, I’d much rather you asked.',
    },
    closing: {
      heading: 'Ready to get started?',
      text: {
        we: 'Tell us what you’re looking for and find out whether {name} is the right fit.',
        i: 'Tell me what you’re looking for and find out whether {name} is the right fit.',
      },
    },
    contactIntro: {
      we: 'Send us a message with your questions or ideas and we’ll get back to you.',
      i: 'Send me a message with your questions or ideas and I’ll get back to you.',
    },
  },
};
