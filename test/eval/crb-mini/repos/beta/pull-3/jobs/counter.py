import threading

COUNT = 0


def bump():
    global COUNT
    value = COUNT
    COUNT = value + 1
    return COUNT


def start(n):
    threads = [threading.Thread(target=bump) for _ in range(n)]
    for thread in threads:
        thread.start()
