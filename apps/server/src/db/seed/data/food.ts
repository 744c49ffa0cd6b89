import type { KindDef, RootDef } from './types.js';

const k = (en: string, ar: string, fr: string, price: number, flags = '', groups?: string[]): KindDef => ({
  en, ar, fr, price, veg: flags.includes('v'), ...(groups ? { groups } : {}),
});

export const FOOD: readonly RootDef[] = [
  {
    en: 'Pizza', ar: 'بيتزا', fr: 'Pizzas', featured: true, groups: ['pizzaSize', 'toppings'],
    blurbs: ['Stone-baked on a hand-stretched base that rests for 48 hours.', 'Baked to order in a blazing-hot oven and sliced into eight.', 'Made with fior di latte mozzarella and a slow-cooked tomato sauce.'],
    tags: ['pizza', 'italian', 'bestseller', 'family-favourite'],
    children: [
      { en: 'Classic Pizzas', ar: 'بيتزا كلاسيكية', fr: 'Pizzas classiques', kinds: [
        k('Margherita Pizza', 'بيتزا مارغريتا', 'Pizza Margherita', 32, 'v'),
        k('Pepperoni Pizza', 'بيتزا بيبروني', 'Pizza pepperoni', 38),
        k('Chicken Ranch Pizza', 'بيتزا دجاج رانش', 'Pizza poulet ranch', 42),
        k('Hawaiian Pizza', 'بيتزا هاواي', 'Pizza hawaïenne', 40),
      ] },
      { en: 'Gourmet Pizzas', ar: 'بيتزا فاخرة', fr: 'Pizzas gourmandes', groups: ['pizzaSize', 'crust', 'toppings'], kinds: [
        k('Four Cheese Pizza', 'بيتزا الأجبان الأربعة', 'Pizza quatre fromages', 45, 'v'),
        k('Truffle Mushroom Pizza', 'بيتزا الفطر بالكمأة', 'Pizza champignons à la truffe', 52, 'v'),
        k('BBQ Chicken Pizza', 'بيتزا دجاج باربيكيو', 'Pizza poulet barbecue', 46),
        k('Chicken Tikka Pizza', 'بيتزا دجاج تكا', 'Pizza poulet tikka', 44),
      ] },
      { en: 'Vegetarian Pizzas', ar: 'بيتزا نباتية', fr: 'Pizzas végétariennes', kinds: [
        k('Veggie Supreme Pizza', 'بيتزا الخضار المميزة', 'Pizza suprême aux légumes', 38, 'v'),
        k('Spinach & Feta Pizza', 'بيتزا السبانخ والفيتا', 'Pizza épinards et feta', 40, 'v'),
        k('Mediterranean Pizza', 'بيتزا متوسطية', 'Pizza méditerranéenne', 41, 'v'),
      ] },
    ],
  },
  {
    en: 'Burgers', ar: 'برغر', fr: 'Burgers', featured: true, groups: ['patty', 'meal', 'burgerExtras'],
    blurbs: ['Served in a toasted brioche bun with lettuce, tomato and our house sauce.', 'Grilled to order and stacked high in a soft potato bun.', 'Made with fresh, never-frozen halal meat.'],
    tags: ['burger', 'grill', 'bestseller', 'halal'],
    children: [
      { en: 'Beef Burgers', ar: 'برغر لحم', fr: 'Burgers au bœuf', kinds: [
        k('Classic Beef Burger', 'برغر لحم كلاسيكي', 'Burger de bœuf classique', 35),
        k('Double Smash Burger', 'برغر سماش مزدوج', 'Double smash burger', 48),
        k('Mushroom Swiss Burger', 'برغر الفطر والجبن السويسري', 'Burger champignons et emmental', 44),
        k('Smoky BBQ Burger', 'برغر باربيكيو مدخن', 'Burger barbecue fumé', 45),
      ] },
      { en: 'Chicken Burgers', ar: 'برغر دجاج', fr: 'Burgers au poulet', kinds: [
        k('Crispy Chicken Burger', 'برغر دجاج مقرمش', 'Burger poulet croustillant', 32),
        k('Spicy Zinger Burger', 'برغر زنجر حار', 'Burger zinger épicé', 30),
        k('Grilled Chicken Burger', 'برغر دجاج مشوي', 'Burger poulet grillé', 34),
      ] },
      { en: 'Veggie Burgers', ar: 'برغر نباتي', fr: 'Burgers végétariens', groups: ['meal', 'burgerExtras'], kinds: [
        k('Halloumi Burger', 'برغر حلومي', 'Burger halloumi', 33, 'v'),
        k('Plant-Based Burger', 'برغر نباتي', 'Burger végétal', 42, 'v'),
        k('Falafel Burger', 'برغر فلافل', 'Burger falafel', 26, 'v'),
      ] },
      { en: 'Sides', ar: 'أطباق جانبية', fr: 'Accompagnements', groups: [], kinds: [
        k('Loaded Fries', 'بطاطس محملة', 'Frites garnies', 22, 'v'),
        k('Onion Rings', 'حلقات البصل', 'Rondelles d\'oignon', 16, 'v'),
        k('Chicken Wings (6 pcs)', 'أجنحة دجاج (6 قطع)', 'Ailes de poulet (6 pièces)', 28, '', ['sauces']),
      ] },
    ],
  },
  {
    en: 'Shawarma & Wraps', ar: 'شاورما ولفائف', fr: 'Shawarma et wraps', featured: true, groups: ['bread'],
    blurbs: ['Marinated overnight in seven spices and carved fresh off the spit.', 'Rolled with garlic toum, pickles and crispy fries.', 'A Dubai street-food favourite, wrapped to order.'],
    tags: ['shawarma', 'arabic', 'street-food', 'halal'],
    children: [
      { en: 'Shawarma', ar: 'شاورما', fr: 'Shawarma', kinds: [
        k('Chicken Shawarma Wrap', 'ساندويتش شاورما دجاج', 'Wrap shawarma au poulet', 14),
        k('Beef Shawarma Wrap', 'ساندويتش شاورما لحم', 'Wrap shawarma au bœuf', 17),
        k('Chicken Shawarma Plate', 'صحن شاورما دجاج', 'Assiette shawarma au poulet', 32, '', ['sauces']),
        k('Mixed Shawarma Platter', 'صحن شاورما مشكل', 'Plateau shawarma mixte', 45, '', ['sauces']),
      ] },
      { en: 'Wraps & Sandwiches', ar: 'لفائف وسندويشات', fr: 'Wraps et sandwichs', kinds: [
        k('Falafel Wrap', 'ساندويتش فلافل', 'Wrap falafel', 11, 'v'),
        k('Halloumi Wrap', 'ساندويتش حلومي', 'Wrap halloumi', 16, 'v'),
        k('Chicken Tawook Wrap', 'ساندويتش شيش طاووق', 'Wrap chich taouk', 18),
        k('Kofta Wrap', 'ساندويتش كفتة', 'Wrap kofta', 19),
      ] },
      { en: 'Manakeesh', ar: 'مناقيش', fr: 'Manakish', groups: [], kinds: [
        k('Zaatar Manakeesh', 'منقوشة زعتر', 'Manakish au zaatar', 9, 'v'),
        k('Cheese Manakeesh', 'منقوشة جبنة', 'Manakish au fromage', 12, 'v'),
        k('Zaatar & Cheese Manakeesh', 'منقوشة زعتر وجبنة', 'Manakish zaatar et fromage', 13, 'v'),
        k('Muhammara Manakeesh', 'منقوشة محمرة', 'Manakish à la mouhammara', 11, 'v'),
      ] },
    ],
  },
  {
    en: 'Biryani', ar: 'برياني', fr: 'Biryani', groups: ['portion', 'spice', 'curryExtras'],
    blurbs: ['Slow-cooked dum style with aged basmati rice and saffron.', 'Layered with caramelised onions, mint and whole spices.', 'Cooked in small batches the way it is made in Hyderabad.'],
    tags: ['biryani', 'indian', 'spicy', 'halal'],
    children: [
      { en: 'Meat & Chicken Biryani', ar: 'برياني لحم ودجاج', fr: 'Biryani viande et poulet', kinds: [
        k('Chicken Biryani', 'برياني دجاج', 'Biryani au poulet', 34),
        k('Mutton Biryani', 'برياني لحم ضأن', 'Biryani au mouton', 42),
        k('Hyderabadi Dum Biryani', 'برياني حيدر آبادي', 'Biryani dum d\'Hyderabad', 39),
        k('Prawn Biryani', 'برياني روبيان', 'Biryani aux crevettes', 46),
      ] },
      { en: 'Vegetarian Biryani', ar: 'برياني نباتي', fr: 'Biryani végétarien', kinds: [
        k('Vegetable Biryani', 'برياني خضار', 'Biryani aux légumes', 28, 'v'),
        k('Paneer Biryani', 'برياني بانير', 'Biryani au paneer', 32, 'v'),
      ] },
      { en: 'Curries & Naan', ar: 'كاري وخبز نان', fr: 'Currys et naans', groups: ['spice', 'curryExtras'], kinds: [
        k('Butter Chicken', 'دجاج بالزبدة', 'Poulet au beurre', 38),
        k('Chicken Tikka Masala', 'دجاج تكا ماسالا', 'Poulet tikka masala', 38),
        k('Paneer Butter Masala', 'بانير بالزبدة ماسالا', 'Paneer butter masala', 32, 'v'),
        k('Dal Makhani', 'دال مكهني', 'Dal makhani', 26, 'v'),
        k('Lamb Rogan Josh', 'لحم روغان جوش', 'Agneau rogan josh', 45),
        k('Garlic Naan', 'خبز نان بالثوم', 'Naan à l\'ail', 8, 'v', []),
      ] },
    ],
  },
  {
    en: 'Sushi', ar: 'سوشي', fr: 'Sushis', groups: ['pieces'],
    blurbs: ['Rolled to order with seasoned Japanese rice and fresh fish flown in twice a week.', 'Served with pickled ginger, wasabi and soy sauce.', 'Our sushi chefs trained in Osaka.'],
    tags: ['sushi', 'japanese', 'seafood'],
    children: [
      { en: 'Maki Rolls', ar: 'لفائف ماكي', fr: 'Makis', kinds: [
        k('California Roll', 'كاليفورنيا رول', 'California roll', 36),
        k('Spicy Tuna Roll', 'رول التونة الحار', 'Roll thon épicé', 42),
        k('Salmon Avocado Roll', 'رول السلمون والأفوكادو', 'Roll saumon avocat', 40),
        k('Dragon Roll', 'دراغون رول', 'Dragon roll', 52),
        k('Crispy Prawn Tempura Roll', 'رول تمبورا الروبيان', 'Roll tempura de crevettes', 46),
        k('Cucumber Maki', 'ماكي الخيار', 'Maki concombre', 22, 'v'),
      ] },
      { en: 'Nigiri & Sashimi', ar: 'نيغيري وساشيمي', fr: 'Nigiris et sashimis', groups: ['sushiSauces'], kinds: [
        k('Salmon Nigiri', 'نيغيري السلمون', 'Nigiri saumon', 28),
        k('Tuna Sashimi', 'ساشيمي التونة', 'Sashimi de thon', 48),
        k('Mixed Sashimi Platter', 'طبق ساشيمي مشكل', 'Plateau de sashimis variés', 95),
      ] },
      { en: 'Poke Bowls', ar: 'أطباق بوكي', fr: 'Poké bowls', groups: ['protein'], kinds: [
        k('Salmon Poke Bowl', 'بوكي بول السلمون', 'Poké bowl au saumon', 49),
        k('Chicken Teriyaki Bowl', 'بول دجاج ترياكي', 'Bol poulet teriyaki', 42),
        k('Tofu Poke Bowl', 'بوكي بول التوفو', 'Poké bowl au tofu', 38, 'v'),
      ] },
    ],
  },
  {
    en: 'Desserts', ar: 'حلويات', fr: 'Desserts', featured: true,
    blurbs: ['Made fresh every morning in our pastry kitchen.', 'Rich, indulgent and perfect for sharing.', 'A sweet finish our regulars order again and again.'],
    tags: ['dessert', 'sweet', 'bestseller'],
    children: [
      { en: 'Cakes', ar: 'كيك', fr: 'Gâteaux', groups: ['cakeSize'], kinds: [
        k('Chocolate Fudge Cake', 'كيكة الشوكولاتة الفدج', 'Gâteau fondant au chocolat', 28, 'v'),
        k('Red Velvet Cake', 'كيكة ريد فيلفيت', 'Gâteau red velvet', 28, 'v'),
        k('San Sebastian Cheesecake', 'تشيز كيك سان سيباستيان', 'Cheesecake San Sebastián', 32, 'v'),
        k('Carrot Cake', 'كيكة الجزر', 'Gâteau aux carottes', 26, 'v'),
      ] },
      { en: 'Arabic Sweets', ar: 'حلويات عربية', fr: 'Douceurs orientales', kinds: [
        k('Kunafa with Cheese', 'كنافة بالجبن', 'Knafeh au fromage', 25, 'v'),
        k('Umm Ali', 'أم علي', 'Oum Ali', 22, 'v'),
        k('Luqaimat', 'لقيمات', 'Luqaimat', 18, 'v'),
        k('Baklava Box', 'علبة بقلاوة', 'Boîte de baklava', 38, 'v'),
      ] },
      { en: 'Ice Cream', ar: 'آيس كريم', fr: 'Glaces', groups: ['scoops'], kinds: [
        k('Pistachio Gelato', 'جيلاتو الفستق', 'Gelato à la pistache', 18, 'v'),
        k('Belgian Chocolate Gelato', 'جيلاتو الشوكولاتة البلجيكية', 'Gelato au chocolat belge', 18, 'v'),
        k('Mango Sorbet', 'سوربيه المانجو', 'Sorbet à la mangue', 16, 'v'),
        k('Saffron & Rose Ice Cream', 'آيس كريم الزعفران والورد', 'Glace safran et rose', 20, 'v'),
      ] },
    ],
  },
  {
    en: 'Coffee & Tea', ar: 'قهوة وشاي', fr: 'Café et thé', featured: true, groups: ['cupSize', 'milk', 'coffeeExtras'],
    blurbs: ['Made with specialty beans roasted here in Dubai.', 'Brewed by our baristas the moment you order.', 'Our signature blend of Ethiopian and Colombian beans.'],
    tags: ['coffee', 'drinks', 'hot', 'vegetarian'],
    children: [
      { en: 'Coffee', ar: 'قهوة', fr: 'Cafés', kinds: [
        k('Espresso', 'إسبريسو', 'Espresso', 12, 'v', ['coffeeExtras']),
        k('Cappuccino', 'كابتشينو', 'Cappuccino', 18, 'v'),
        k('Caffè Latte', 'كافيه لاتيه', 'Café latte', 19, 'v'),
        k('Flat White', 'فلات وايت', 'Flat white', 20, 'v'),
        k('Spanish Latte', 'سبانش لاتيه', 'Latte espagnol', 22, 'v'),
        k('Iced Americano', 'آيس أمريكانو', 'Americano glacé', 17, 'v', ['cupSize', 'coffeeExtras']),
        k('Caramel Macchiato', 'كراميل ماكياتو', 'Macchiato caramel', 23, 'v'),
        k('Arabic Coffee Dallah', 'دلة قهوة عربية', 'Dallah de café arabe', 35, 'v', []),
      ] },
      { en: 'Tea', ar: 'شاي', fr: 'Thés', groups: ['cupSize'], kinds: [
        k('Karak Chai', 'شاي كرك', 'Thé karak', 5, 'v'),
        k('Moroccan Mint Tea', 'شاي مغربي بالنعناع', 'Thé marocain à la menthe', 14, 'v'),
        k('Matcha Latte', 'ماتشا لاتيه', 'Matcha latte', 24, 'v', ['cupSize', 'milk']),
      ] },
      { en: 'Fresh Juices', ar: 'عصائر طازجة', fr: 'Jus frais', groups: ['cupSize'], kinds: [
        k('Fresh Orange Juice', 'عصير برتقال طازج', 'Jus d\'orange frais', 18, 'v'),
        k('Avocado Smoothie', 'سموذي الأفوكادو', 'Smoothie à l\'avocat', 24, 'v'),
        k('Lemon Mint', 'ليمون بالنعناع', 'Citronnade à la menthe', 16, 'v'),
        k('Mango Lassi', 'لاسي المانجو', 'Lassi à la mangue', 17, 'v'),
      ] },
    ],
  },
  {
    en: 'Salads', ar: 'سلطات', fr: 'Salades', groups: ['protein'],
    blurbs: ['Tossed to order with crisp leaves from UAE farms.', 'Light, fresh and full of colour.', 'A balanced bowl our nutritionist helped us build.'],
    tags: ['salad', 'healthy', 'fresh'],
    children: [
      { en: 'Classic Salads', ar: 'سلطات كلاسيكية', fr: 'Salades classiques', groups: ['dressing', 'protein'], kinds: [
        k('Chicken Caesar Salad', 'سلطة سيزر بالدجاج', 'Salade César au poulet', 32),
        k('Greek Salad', 'سلطة يونانية', 'Salade grecque', 28, 'v'),
        k('Fattoush', 'فتوش', 'Fattouche', 22, 'v', ['protein']),
        k('Tabbouleh', 'تبولة', 'Taboulé', 20, 'v', ['protein']),
        k('Grilled Halloumi Salad', 'سلطة حلومي مشوي', 'Salade d\'halloumi grillé', 30, 'v'),
      ] },
      { en: 'Healthy Bowls', ar: 'أطباق صحية', fr: 'Bols santé', kinds: [
        k('Quinoa Avocado Bowl', 'بول الكينوا والأفوكادو', 'Bol quinoa avocat', 34, 'v'),
        k('Chicken Protein Bowl', 'بول بروتين الدجاج', 'Bol protéiné au poulet', 38),
        k('Açaí Bowl', 'أساي بول', 'Bol d\'açaï', 32, 'v', []),
        k('Falafel Buddha Bowl', 'بول الفلافل', 'Bol bouddha au falafel', 30, 'v'),
      ] },
    ],
  },
  {
    en: 'Breakfast', ar: 'فطور', fr: 'Petit-déjeuner', groups: ['eggs', 'sides'],
    blurbs: ['Served every morning until 11:30.', 'A slow breakfast the way Dubai likes it.', 'Made with free-range eggs and bread baked at dawn.'],
    tags: ['breakfast', 'brunch', 'morning'],
    children: [
      { en: 'Arabic Breakfast', ar: 'فطور عربي', fr: 'Petit-déjeuner oriental', breakfast: true, groups: ['sides'], kinds: [
        k('Shakshuka', 'شكشوكة', 'Chakchouka', 28, 'v'),
        k('Foul Medames', 'فول مدمس', 'Foul médamès', 18, 'v'),
        k('Balaleet', 'بلاليط', 'Balaleet', 22, 'v'),
        k('Labneh & Zaatar Plate', 'صحن لبنة وزعتر', 'Assiette labneh et zaatar', 19, 'v'),
      ] },
      { en: 'Western Breakfast', ar: 'فطور غربي', fr: 'Petit-déjeuner occidental', breakfast: true, kinds: [
        k('Eggs Benedict', 'بيض بنديكت', 'Œufs Bénédicte', 38, '', ['sides']),
        k('Avocado Toast', 'توست الأفوكادو', 'Tartine à l\'avocat', 34, 'v'),
        k('Full English Breakfast', 'فطور إنجليزي كامل', 'Petit-déjeuner anglais complet', 45, '', ['eggs']),
        k('Pancake Stack', 'فطائر بان كيك', 'Pile de pancakes', 30, 'v', []),
        k('French Toast', 'فرنش توست', 'Pain perdu', 29, 'v', []),
        k('Granola Parfait', 'بارفيه الغرانولا', 'Parfait au granola', 24, 'v', []),
      ] },
      { en: 'Croissants & Pastries', ar: 'كرواسون ومعجنات', fr: 'Croissants et viennoiseries', groups: [], kinds: [
        k('Butter Croissant', 'كرواسون بالزبدة', 'Croissant au beurre', 9, 'v'),
        k('Zaatar Croissant', 'كرواسون بالزعتر', 'Croissant au zaatar', 11, 'v'),
        k('Cheese Croissant', 'كرواسون بالجبن', 'Croissant au fromage', 12, 'v'),
        k('Pain au Chocolat', 'بان أو شوكولا', 'Pain au chocolat', 12, 'v'),
      ] },
    ],
  },
];
