def total(items, discount):
    subtotal = sum(item.price for item in items)
    return subtotal


def fetch_rate(region):
    return RATES.get(region, 0)


RATES = {"eu": 0.2, "us": 0.1}
