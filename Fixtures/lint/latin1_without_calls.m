// Copyright © 2014 Someone. This header was saved as Latin-1 and holds no layout code.
#import <Foundation/Foundation.h>

int latin1_answer(void);
